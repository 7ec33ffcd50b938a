import path from 'node:path';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { rowWhere } from './support/db';
import { inDays, signIn, unique } from './support/admin';

const SHOTS = path.resolve('test-results/staff-screens');

const shoot = screenshots(SHOTS);

test.describe('a team works a lead', () => {
  test('the owner invites a coordinator, who works a new booking on a phone; the owner sees it all', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A customer books a move for the day after tomorrow.
    const customer = unique('Rekha Pattnaik');
    const created = await request.post('/api/bookings', {
      data: {
        name: customer,
        email: 'rekha@example.in',
        phone: '98610 45678',
        service: 'household-shifting',
        date: inDays(2),
        message: 'Third floor, no lift.',
      },
    });
    expect(created.status()).toBe(201);
    const { reference, id } = (await created.json()) as { reference: string; id: string };

    // The owner (the shared password) adds a coordinator and copies the one-time link.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    const coordinator = unique('Kavya Nayak');
    const email = `${coordinator.split(' ').at(-1)}@example.in`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(coordinator);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('staff');
    await page.getByRole('button', { name: 'Add and make link' }).click();
    const link = page.getByLabel('One-time link');
    await expect(link).toHaveValue(/\/admin\/invite\/[\w-]{43}$/);
    const inviteUrl = await link.inputValue();
    await expect(page.getByRole('listitem').filter({ hasText: coordinator })).toContainText(
      'Invited (no password yet)',
    );

    // The coordinator, on a 390 px phone, sets a password through the link.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': '198.18.200.1' },
    });
    const mobile = await phone.newPage();
    await mobile.goto(new URL(inviteUrl).pathname);
    await expect(mobile.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await noAxeViolations(mobile, 'invite page 390');
    await shoot(mobile, 'invite');
    await mobile.getByLabel('New password').fill('kavya-moves-2026');
    await mobile.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(mobile.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
    await mobile.getByRole('link', { name: 'Today', exact: true }).click();
    await expect(mobile.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

    // The day view: the new booking is among the new leads nobody took, and on the agenda.
    // (Opened from the agenda: other tests add new leads all the time, the agenda is by day.)
    const agenda = mobile.getByRole('region', { name: /Moves in the next 7 days/ });
    await expect(agenda).toContainText(reference);
    await expect(mobile.getByRole('region', { name: /New, nobody on it/ })).toBeVisible();
    await noAxeViolations(mobile, 'day view 390');
    await shoot(mobile, 'day-view');
    await agenda.getByRole('link', { name: new RegExp(reference) }).click();
    await expect(mobile).toHaveURL(new RegExp(`/admin/leads/bookings/${id}$`));
    await expect(mobile.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
    await expect(mobile.getByRole('link', { name: `Call ${customer}` })).toHaveAttribute(
      'href',
      'tel:+919861045678',
    );
    const whatsapp = await mobile
      .getByRole('link', { name: `WhatsApp ${customer}` })
      .getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`https://wa.me/919861045678?text=`);
    expect(decodeURIComponent(whatsapp ?? '')).toContain(customer);
    expect(decodeURIComponent(whatsapp ?? '')).toContain(reference);
    await expect(mobile.getByRole('link', { name: `Email ${customer}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:rekha@example\\.in\\?subject=.*${reference}`),
    );

    // A note, assigned to herself, a follow-up day, marked contacted.
    await mobile.getByLabel('New note').fill('Spoke to Rekha: wants packing on Saturday morning.');
    await mobile.getByRole('button', { name: 'Add note' }).click();
    await expect(
      mobile.getByText('Spoke to Rekha: wants packing on Saturday morning.'),
    ).toBeVisible();
    await mobile.getByRole('button', { name: 'Assign to me' }).click();
    await expect(mobile.getByLabel('Assigned to')).toHaveValue(/[0-9a-f-]{36}/);
    await expect(mobile.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
    await mobile.getByLabel('Follow up on').fill(inDays(1));
    await mobile.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mobile.getByLabel('Follow up on')).toHaveValue(inDays(1));
    await mobile.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(mobile.getByText('New → Contacted')).toBeVisible();
    await noAxeViolations(mobile, 'lead page 390');
    await shoot(mobile, 'lead-page');
    expect(
      rowWhere<{ status: string; follow_up_on: string }>(
        'select status, follow_up_on from bookings where id = ?',
        id,
      ),
    ).toEqual({ status: 'contacted', follow_up_on: inDays(1) });

    // Staff may not open the owner's pages.
    for (const url of ['/admin/users', '/admin/audit']) {
      await mobile.goto(url);
      await expect(mobile.getByText(/Only the owner may/)).toBeVisible();
      await expect(mobile.getByText(email)).toHaveCount(0);
    }
    await phone.close();

    // The owner sees it in the lead's history and in the audit log.
    await page.goto(`/admin/leads/bookings/${id}`);
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText('Arrived as New');
    await expect(history).toContainText('New → Contacted');
    await expect(history).toContainText(`by ${coordinator}`);
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText(coordinator);
    await expect(page.getByLabel('Assigned to').locator('option:checked')).toHaveText(coordinator);
    await noAxeViolations(page, 'lead page 1280');
    await shoot(page, 'lead-page');
    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: 'Events, newest first' });
    await expect(log).toContainText(`${coordinator} changed the status of ${reference}`);
    await expect(log).toContainText(`${coordinator} assigned ${reference}`);
    await expect(log).toContainText(`${coordinator} set the follow-up day of ${reference}`);
    await expect(log).toContainText(`${coordinator} set their password through an invite link`);
    await expect(log).toContainText(`added ${email}`);
    await noAxeViolations(page, 'audit 1280');
    await shoot(page, 'audit');
    await page.goto('/admin/users');
    await noAxeViolations(page, 'people 1280');
    await shoot(page, 'people');
    await page.goto('/admin/day');
    await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
    await noAxeViolations(page, 'day view 1280');
    await shoot(page, 'day-view');
    for (const url of ['/admin/users', '/admin/audit']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url);
      await noAxeViolations(page, `${url} 390`);
      await shoot(page, url.split('/').at(-1)!);
    }
  });

  test('every staff page, as the owner and as staff: what the role may see, and no axe violations at 390 and 1280 px', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const created = await request.post('/api/bookings', {
      data: {
        name: unique('Farhan Qureshi'),
        email: 'farhan@example.in',
        phone: '98610 45679',
        service: 'household-shifting',
        date: inDays(3),
      },
    });
    const { id } = (await created.json()) as { id: string };
    const pages = [
      '/admin',
      '/admin/account',
      '/admin/users',
      '/admin/audit',
      '/admin/vitals',
      `/admin/leads/bookings/${id}`,
      '/admin/leads/new',
    ];
    const ownerOnly = new Set(['/admin/users', '/admin/audit', '/admin/vitals']);

    // The owner adds a staff member through the API and that person sets a password.
    await signIn(page);
    const added = await page.request.post('/api/admin/users', {
      headers: { origin: baseURL! },
      data: {
        name: unique('Ila Das'),
        email: `${unique('ila').replace(' ', '-')}@example.in`,
        role: 'staff',
      },
    });
    expect(added.status()).toBe(201);
    const { inviteUrl } = (await added.json()) as { inviteUrl: string };
    const staffContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': '198.18.200.2' },
    });
    const staff = await staffContext.newPage();
    await staff.goto(new URL(inviteUrl).pathname);
    await staff.getByLabel('New password').fill('ila-coordinates-2026');
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(staff.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();

    // What a role may see does not change with the width, and staff get the owner's pages with
    // fewer controls, or the owner-only pages' notice. So each page is checked for its role at
    // both widths as the owner and at one as staff, and axe reads every owner's page and the
    // staff's notice at both widths.
    const visits = [
      ...[390, 1280].flatMap((width) =>
        pages.map((url) => ({ role: 'owner', width, url, axe: true })),
      ),
      ...pages.map((url) => ({ role: 'staff', width: 390, url, axe: url === '/admin/users' })),
      { role: 'staff', width: 1280, url: '/admin/users', axe: true },
    ] as const;
    for (const { role, width, url, axe } of visits) {
      const tab = role === 'owner' ? page : staff;
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto(url);
      const label = `${url} as ${role} at ${width}`;
      await expect(tab.getByRole('heading', { level: 1 }), label).toBeVisible();
      await expect(tab.getByRole('heading', { name: 'Sign in' }), label).toHaveCount(0);
      if (role === 'staff' && ownerOnly.has(url))
        await expect(tab.getByText(/Only the owner may/), label).toBeVisible();
      else await expect(tab.getByText(/Only the owner may/), label).toHaveCount(0);
      if (axe) await noAxeViolations(tab, label);
    }
    await staffContext.close();
  });
});
