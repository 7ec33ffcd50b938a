import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { rowWhere } from './support/db';
import { inDays, signIn, unique } from './support/admin';

const SHOTS = path.resolve(process.env.SHOTS_DIR ?? 'test-results/roles-screens');
const PHONE = { width: 390, height: 844 };

const shoot = screenshots(SHOTS);

/** A person sets their password through their one-time link, in a browser of their own. */
async function acceptInvite(
  browser: Browser,
  inviteUrl: string,
  password: string,
  address: string,
) {
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await page.goto(new URL(inviteUrl).pathname);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
  return { context, page };
}

test.describe('roles that fit a moving office', () => {
  test('on a phone, the owner invites a coordinator, who exports and changes a status but sees no People and no Delete', async ({
    browser,
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = unique('Sushree Behera');
    const created = await request.post('/api/bookings', {
      data: {
        name: customer,
        email: 'sushree@example.in',
        phone: '98610 45670',
        service: 'household-shifting',
        date: inDays(4),
      },
    });
    expect(created.status()).toBe(201);
    const { reference, id } = (await created.json()) as { reference: string; id: string };

    // The owner, on a 390 px phone, adds a coordinator and gets the link to hand over.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.getByRole('link', { name: 'People' }).click();
    const coordinator = unique('Pallavi Sahu');
    const email = `${coordinator.split(' ').at(-1)}@example.in`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(coordinator);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('coordinator');
    await page.getByRole('button', { name: 'Add and make link' }).click();
    const link = page.getByLabel('One-time link');
    await expect(link).toHaveValue(/\/admin\/invite\/[\w-]{43}$/);
    const inviteUrl = await link.inputValue();
    // The whole link is in view, not cut off: the field is as wide as its text needs, no scroll.
    expect(await link.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true);
    expect(await link.evaluate((field) => field.scrollHeight <= field.clientHeight + 1)).toBe(true);
    // Copy puts the link on the clipboard and says so.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
    // Share on WhatsApp: wa.me with no number, the message greets them and carries the link.
    const share = page.getByRole('link', { name: /Share on WhatsApp/ });
    const href = new URL((await share.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain(`Hello ${coordinator},`);
    expect(href.searchParams.get('text')).toContain(inviteUrl);
    await expect(page.getByRole('listitem').filter({ hasText: coordinator })).toContainText(
      'Coordinator',
    );
    await noAxeViolations(page, 'people with a link 390');
    await shoot(page, 'people-link');
    await page.setViewportSize({ width: 1280, height: 900 });
    await noAxeViolations(page, 'people with a link 1280');
    await shoot(page, 'people-link');

    // The coordinator sets a password on their phone and signs in.
    const { context: phone, page: mobile } = await acceptInvite(
      browser,
      inviteUrl,
      'pallavi-moves-2026',
      '198.18.201.1',
    );
    await expect(mobile.getByTestId('signed-in-name')).toHaveText(coordinator);
    await expect(mobile.getByRole('banner')).toContainText('(Coordinator)');
    const nav = mobile.getByRole('navigation', { name: 'Staff area' });
    await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
    for (const hidden of ['People', 'Audit log', 'Speed'])
      await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);

    // Exports the bookings found by the customer's reference.
    await mobile.goto(`/admin?tab=bookings&q=${reference}`);
    const [download] = await Promise.all([
      mobile.waitForEvent('download'),
      mobile.getByRole('link', { name: /Export CSV/ }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(reference);
    expect(csv).toContain(customer);
    // No Delete on the list, and no delete confirmation whatever the URL says.
    await expect(mobile.getByRole('link', { name: /^Delete/ })).toHaveCount(0);
    await mobile.goto(`/admin?tab=bookings&q=${reference}&confirm=${id}`);
    await expect(mobile.locator(`text=${reference} >> visible=true`).first()).toBeVisible();
    await expect(mobile.getByRole('button', { name: /Delete permanently/ })).toHaveCount(0);
    await noAxeViolations(mobile, 'leads as coordinator 390');
    await shoot(mobile, 'leads-coordinator');

    // Changes the status on the lead's page.
    await mobile.goto(`/admin/leads/bookings/${id}`);
    await mobile.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(mobile.getByText('New → Contacted')).toBeVisible();
    await expect(mobile.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(mobile.getByRole('link', { name: /^Delete/ })).toHaveCount(0);
    expect(rowWhere<{ status: string }>('select status from bookings where id = ?', id)).toEqual({
      status: 'contacted',
    });

    // The people page refuses, and shows nobody.
    await mobile.goto('/admin/users');
    await expect(mobile.getByText('Only the owner may manage people.')).toBeVisible();
    await expect(mobile.getByText(email)).toHaveCount(0);
    await expect(mobile.getByRole('button')).toHaveText(['Sign out']);
    // The server refuses a delete too (the button is not only hidden).
    const refused = await mobile.request.delete(`/api/admin/leads/bookings/${id}`, {
      headers: { origin: new URL(mobile.url()).origin },
    });
    expect(refused.status()).toBe(403);
    expect(rowWhere<{ n: number }>('select count(*) as n from bookings where id = ?', id)).toEqual({
      n: 1,
    });
    await phone.close();
  });

  test('an owner renames themselves on a phone, with and without JavaScript, and the header follows', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A second owner (the shared-password owner stays "Owner" for the other tests), added
    // as "Owner" as the first owner is, and signed in through their link.
    await signIn(page);
    const emailOf = `${unique('owner').replace(' ', '-')}@example.in`;
    const added = await page.request.post('/api/admin/users', {
      headers: { origin: baseURL! },
      data: { name: 'Owner', email: emailOf, role: 'owner' },
    });
    expect(added.status()).toBe(201);
    const { inviteUrl } = (await added.json()) as { inviteUrl: string };
    const takenEmail = `${unique('asha').replace(' ', '-')}@example.in`;
    const other = await page.request.post('/api/admin/users', {
      headers: { origin: baseURL! },
      data: { name: 'Asha Staff', email: takenEmail, role: 'staff' },
    });
    expect(other.status()).toBe(201);
    const { context, page: owner } = await acceptInvite(
      browser,
      inviteUrl,
      'second-owner-pass-2026',
      '198.18.201.2',
    );
    const name = owner.getByTestId('signed-in-name');
    await expect(name).toHaveText('Owner');

    await owner.getByRole('link', { name: /Your account/ }).click();
    await expect(owner.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await noAxeViolations(owner, 'account 390');
    await shoot(owner, 'account');
    const newName = unique('Rakesh Mohanty');
    await owner.getByLabel('Your name').fill(newName);
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByRole('alert').filter({ hasText: 'Saved.' })).toBeFocused();
    await expect(name).toHaveText(newName);

    // An email someone else signs in with is refused with a clear message; nothing changes.
    await owner.getByLabel('Sign-in email').fill(takenEmail);
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect(
      owner.getByText(/Someone else here already signs in with that email/),
    ).toBeVisible();
    await expect(owner.getByLabel('Sign-in email')).toHaveValue(takenEmail);
    expect(
      rowWhere<{ n: number }>('select count(*) as n from users where email = ?', emailOf),
    ).toEqual({
      n: 1,
    });
    await context.close();

    // The same form without JavaScript: a plain post, and the page answers with the new name.
    const noScript = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.18.201.3' },
    });
    const plain = await noScript.newPage();
    await plain.goto('/admin/sign-in');
    await plain.getByLabel(/^Email/).fill(emailOf);
    await plain.getByLabel('Password').fill('second-owner-pass-2026');
    await plain.getByRole('button', { name: 'Sign in' }).click();
    await plain.goto('/admin/account');
    const plainName = unique('Rakesh M.');
    await plain.getByLabel('Your name').fill(plainName);
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain.getByText('Saved. Your account is up to date.')).toBeVisible();
    await expect(plain.getByTestId('signed-in-name')).toHaveText(plainName);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/account');
    await noAxeViolations(page, 'account 1280');
    await shoot(page, 'account');
    await noScript.close();
  });
});
