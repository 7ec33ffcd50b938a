import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { rowWhere } from './support/db';
import { ADMIN_PASSWORD, inDays, signIn, unique } from './support/admin';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/day';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const shoot = screenshots(SHOTS);

/** Axe at 390 and 1280 px, and a 390 px screenshot. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await noAxeViolations(page, `${name} 1280`);
  await page.setViewportSize(PHONE);
  await noAxeViolations(page, `${name} 390`);
  await shoot(page, name);
}

/** Every tap goes through this so each step's taps are counted (a filled field is one tap). */
function tapper() {
  let taps = 0;
  return {
    take() {
      const n = taps;
      taps = 0;
      return n;
    },
    async tap(target: Locator) {
      taps++;
      await target.click();
    },
    async fill(target: Locator, text: string) {
      taps++;
      await target.fill(text);
    },
    async select(target: Locator, value: string) {
      taps++;
      await target.selectOption(value);
    },
  };
}

/** The owner adds a coordinator; they set a password on their own phone and are signed in. */
async function coordinatorOnPhone(browser: Browser, owner: Page, baseURL: string) {
  await signIn(owner);
  const added = await owner.request.post('/api/admin/users', {
    headers: { origin: baseURL },
    data: {
      name: unique('Pallavi Coordinator'),
      email: `${unique('pallavi').replace(' ', '-')}@example.in`,
      role: 'coordinator',
    },
  });
  expect(added.status()).toBe(201);
  const { inviteUrl } = (await added.json()) as { inviteUrl: string };
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': '198.18.210.1' },
  });
  const page = await context.newPage();
  await page.goto(new URL(inviteUrl).pathname);
  await page.getByLabel('New password').fill('pallavi-plans-2026');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
  return { context, page };
}

test.describe('the coordinator’s day on a phone', () => {
  test('add a lead from a call, find it by the area, plan the move day, see it unconfirmed, confirm it: taps counted', async ({
    browser,
    page: ownerPage,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await coordinatorOnPhone(browser, ownerPage, baseURL!);
    const taps = tapper();
    const counts: Record<string, number> = {};
    const name = unique('Rohit Caller');
    const area = unique('Aundh').replace(' ', '');

    // 1. Add the lead from the phone call: a booking moving tomorrow from the caller's area.
    await taps.tap(page.getByRole('banner').getByRole('link', { name: 'Add a lead' }));
    await taps.tap(page.getByRole('radio', { name: 'Booking' }));
    await taps.fill(page.getByRole('textbox', { name: 'Name', exact: true }), name);
    await taps.fill(page.getByRole('textbox', { name: 'Phone', exact: true }), '98610 45671');
    await taps.fill(page.getByLabel('Moving date (optional)'), inDays(1));
    await taps.fill(page.getByLabel('Moving from (optional)'), `${area}, Pune`);
    await taps.tap(page.getByRole('button', { name: 'Add lead' }));
    const added = page.getByRole('heading', { name: /^Lead BK-\w{6} added/ });
    await expect(added).toBeVisible();
    const reference = /BK-\w{6}/.exec((await added.textContent()) ?? '')![0];
    counts['add a lead from a call'] = taps.take();

    // 2. Find it in the list by the caller's area (one search across every kind).
    await taps.tap(page.getByRole('banner').getByRole('link', { name: 'Leads', exact: true }));
    await taps.fill(page.getByRole('searchbox'), area);
    await taps.tap(page.getByRole('button', { name: 'Search', exact: true }));
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toContainText(name);
    await taps.tap(row.getByRole('link', { name: reference }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    counts['find it by the area'] = taps.take();

    // 3. Plan its move day: arrival time, truck, crew, driver; not confirmed yet.
    const card = page.getByRole('region', { name: 'Move day' });
    await expect(card).toContainText('Not confirmed');
    await taps.select(card.getByLabel('Arrival time'), '09:00');
    await taps.select(card.getByLabel('Truck'), 'truck-14ft');
    await taps.fill(card.getByLabel(/^Crew \(people\)/), '4');
    await taps.fill(card.getByLabel('Driver’s name'), 'Raju Driver');
    await taps.fill(card.getByLabel('Driver’s phone'), '98610 45672');
    await taps.tap(card.getByRole('button', { name: 'Save move day' }));
    await expect(card.getByText('Move day saved.')).toBeVisible();
    counts['plan its move day'] = taps.take();
    expect(
      rowWhere(
        'select slot, vehicle, crew_count, driver_phone, confirmed from move_plans where booking_id = (select id from bookings where reference = ?)',
        reference,
      ),
    ).toEqual({
      slot: '09:00',
      vehicle: 'truck-14ft',
      crew_count: 4,
      driver_phone: '+919861045672',
      confirmed: 0,
    });

    // 4. See it on the day view, unconfirmed (said in words, not only by colour).
    await taps.tap(page.getByRole('banner').getByRole('link', { name: 'Today', exact: true }));
    const agenda = page.getByRole('region', { name: /Moves in the next 7 days/ });
    const move = agenda.getByRole('link', { name: new RegExp(reference) });
    await expect(move).toContainText('Not confirmed');
    await expect(move).toContainText('9–11 am');
    await expect(move).toContainText('14 ft truck · 4 people');
    await expect(move).toContainText(`${area}, Pune`);
    counts['see it unconfirmed on the day view'] = taps.take();
    await checkBothWidths(page, 'day-view');

    // 5. Confirm it: open it from the day view, tick confirmed, save.
    await taps.tap(move);
    await taps.tap(page.getByLabel('The customer confirmed this day and time'));
    await taps.tap(page.getByRole('button', { name: 'Save move day' }));
    await expect(
      page.getByRole('region', { name: 'Move day' }).getByText('Move day saved.'),
    ).toBeVisible();
    counts['confirm it'] = taps.take();
    await page.getByRole('banner').getByRole('link', { name: 'Today', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: /Moves in the next 7 days/ })
        .getByRole('link', { name: new RegExp(reference) }),
    ).toContainText('✓ Confirmed');

    console.log(`[day] taps on a 390 px phone: ${JSON.stringify(counts)}`);
    expect(counts['add a lead from a call']).toBeLessThanOrEqual(7);
    expect(counts['find it by the area']).toBeLessThanOrEqual(4);
    expect(counts['plan its move day']).toBeLessThanOrEqual(6);
    expect(counts['see it unconfirmed on the day view']).toBe(1);
    expect(counts['confirm it']).toBeLessThanOrEqual(3);

    // The lead page and the job sheet, as the coordinator and the crew see them.
    const id = rowWhere<{ id: string }>(
      'select id from bookings where reference = ?',
      reference,
    )!.id;
    await page.goto(`/admin/leads/bookings/${id}`);
    await checkBothWidths(page, 'lead');
    await page.getByRole('link', { name: 'Job sheet for the crew' }).click();
    const sheet = page.getByRole('article');
    await expect(sheet).toContainText(reference);
    for (const text of ['9–11 am', '14 ft truck', '4 people', 'Raju Driver', '+91 98610 45672'])
      await expect(sheet).toContainText(text);
    await expect(sheet).toContainText(`${area}, Pune`);
    await checkBothWidths(page, 'job-sheet');
    // On paper: the sheet alone, without the staff header or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  test('the list of 200 leads is under 6,000 px tall at 390 px, rows without forms; axe clean', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await signIn(page);
    const have = rowWhere<{ n: number | string }>('select count(*) as n from bookings')?.n ?? 0;
    for (let i = Number(have); i < 200; i++) {
      const response = await page.request.post('/api/admin/leads', {
        headers: { origin: baseURL! },
        data: {
          kind: i % 3 === 0 ? 'quote' : 'booking',
          channel: 'phone',
          name: `Height Lead ${i} with a rather long name`,
          phone: '98610 45673',
          date: inDays(1 + (i % 20)),
          from: 'Kothrud, Pune',
          to: 'Andheri West, Mumbai',
          message: 'Two bedrooms, third floor, no lift.',
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/admin?tab=all');
    await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`[day] the All list at 390 px: ${height} px tall`);
    expect(height).toBeLessThan(6000);
    await expect(page.getByRole('main').getByRole('combobox', { name: /^Status of/ })).toHaveCount(
      0,
    );
    // No sideways scroll, and on a desk no reference broken inside.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Every control once (labels point at one field each).
    const duplicateIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicateIds).toEqual([]);
    await checkBothWidths(page, 'list');
    await page.setViewportSize(DESKTOP);
    const references = page
      .getByRole('list', { name: 'leads, newest first' })
      .getByRole('listitem')
      .getByRole('link');
    const heights = await references.evaluateAll((links) =>
      links.slice(0, 20).map((link) => link.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBeLessThan(30);
  });
});

test.describe('the move day without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused save keeps what was typed and says why; a good one is stored', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/bookings', {
      data: {
        name: unique('No Script Mover'),
        email: 'noscript.mover@example.in',
        phone: '98610 45674',
        service: 'household-shifting',
        date: inDays(3),
      },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto('/admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.goto(`/admin/leads/bookings/${id}`);
    const card = page.getByRole('region', { name: 'Move day' });
    await card.getByLabel('Arrival time').selectOption('07:00');
    await card.getByLabel('Driver’s name').fill('Kishore');
    await card.getByLabel('Driver’s phone').fill('12345');
    await card.getByRole('button', { name: 'Save move day' }).click();
    await expect(card.getByRole('alert')).toContainText('The move day was not saved');
    await expect(card.getByText(/Please enter an Indian mobile number/)).toBeVisible();
    await expect(card.getByLabel('Driver’s phone')).toHaveValue('12345');
    await expect(card.getByLabel('Driver’s name')).toHaveValue('Kishore');
    await expect(card.getByLabel('Arrival time')).toHaveValue('07:00');
    expect(rowWhere('select 1 from move_plans where booking_id = ?', id)).toBeUndefined();
    await card.getByLabel('Driver’s phone').fill('98610 45675');
    await card.getByRole('button', { name: 'Save move day' }).click();
    await expect(card.getByText('Move day saved.')).toBeVisible();
    expect(rowWhere('select slot, driver_phone from move_plans where booking_id = ?', id)).toEqual({
      slot: '07:00',
      driver_phone: '+919861045675',
    });
  });
});
