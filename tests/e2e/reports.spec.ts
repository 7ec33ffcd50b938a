import fs from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { ADMIN_PASSWORD, inDays, signIn, unique } from './support/admin';

const shoot = screenshots('docs/screenshots');

/** A booking sent from a campaign link: counted under that source this week. */
async function campaignBooking(request: APIRequestContext, utmSource: string) {
  const created = await request.post('/api/bookings', {
    data: {
      name: unique('Figures Customer'),
      email: 'figures@example.in',
      phone: '98610 45678',
      service: 'household-shifting',
      date: inDays(10),
      source: { utmSource, landing: '/packers-and-movers' },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; reference: string };
}

/** A signed-in API client of the given role, made through the owner's invite link. */
async function personOf(
  owner: APIRequestContext,
  baseURL: string,
  role: 'coordinator' | 'staff',
): Promise<APIRequestContext> {
  const email = `${unique(role).replace(/\s/g, '-')}@example.in`;
  const added = await owner.post('/api/admin/users', { data: { name: unique(role), email, role } });
  expect(added.status()).toBe(201);
  const token = new URL(((await added.json()) as { inviteUrl: string }).inviteUrl).pathname
    .split('/')
    .at(-1)!;
  const person = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.9.${Math.floor(Math.random() * 200) + 1}` },
  });
  const accepted = await person.post('/api/admin/invite', {
    data: { token, password: 'a-long-enough-password' },
  });
  expect(accepted.status()).toBe(204);
  return person;
}

/** The page's table of a section as text cells, header row first. */
async function tableCells(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** RFC 4180 as our CSV writes it: every cell quoted, CRLF lines. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

test('each role on the figures page and its CSV: owner and coordinator read, staff are refused, no session signs in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const csv = '/api/admin/reports?table=kinds';
  // No session: the page shows sign-in, the CSV 401.
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect((await request.get(csv)).status()).toBe(401);

  await signIn(page);
  const owner = page.request;
  expect((await owner.get(csv)).status()).toBe(200);
  const coordinator = await personOf(owner, baseURL!, 'coordinator');
  const staff = await personOf(owner, baseURL!, 'staff');
  expect((await coordinator.get(csv)).status()).toBe(200);
  const refused = await staff.get(csv);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden');

  const coordinatorPage = await coordinator.get('/admin/reports');
  expect(coordinatorPage.status()).toBe(200);
  expect(await coordinatorPage.text()).toContain('Leads by kind');
  // Staff: the refusal in words, as on the owner's other pages, and no figures.
  const staffPage = await staff.get('/admin/reports');
  expect(staffPage.status()).toBe(200);
  const staffHtml = await staffPage.text();
  expect(staffHtml).toContain('Only the owner and coordinators may see the figures.');
  expect(staffHtml).not.toContain('Leads by kind');
  expect(staffHtml).not.toContain('href="/admin/reports"');
  await coordinator.dispose();
  await staff.dispose();
});

test('the figures at 390 and 1280 px: charts beside their tables, axe clean, no sideways scroll, a CSV equal to the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const source of ['google', 'google', 'facebook', 'flyer'])
    await campaignBooking(page.request, source);
  await page.getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The figures' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Leads per week by source' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'From lead to completed move' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page, `axe at ${width}`);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `sideways scroll at ${width}`).toBeLessThanOrEqual(0);
    await shoot(page, 'reports');
  }

  // The CSV of leads by source, downloaded from its link, holds the page's numbers. Other tests
  // send leads at the same time, so a try whose page and CSV straddle a new lead is made again.
  const plain = (cells: string[]) => cells.map((cell) => cell.replace(/,(?=\d)/g, ''));
  let rows: string[][] = [];
  await expect(async () => {
    await page.reload();
    const onPage = await tableCells(
      page,
      'Leads by source (Wide tables scroll sideways in their box.)',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download “Leads by source” as CSV' }).click();
    rows = parseCsv(fs.readFileSync(await (await download).path(), 'utf8'));
    expect(rows.map(plain)).toEqual(onPage.map(plain));
  }).toPass({ timeout: 45_000 });
  expect(rows.at(-1)![0]).toBe('Total');
  expect(rows[0]).toContain('google');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the period form works, and a cancellation’s reason set on the lead page is counted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { id } = await campaignBooking(request, 'justdial.com');
    await page.goto('/admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();

    await page.goto(`/admin/leads/bookings/${id}`);
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.getByLabel('Reason, when cancelling').selectOption('self-move');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('New → Cancelled (Moving themselves)')).toBeVisible();

    await page.goto('/admin/reports');
    const today = inDays(0);
    await page.getByLabel('From', { exact: true }).fill(`${today.slice(0, 7)}-01`);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByLabel('Group by').selectOption('month');
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(page).toHaveURL(/[?&]by=month/);
    const kinds = await tableCells(
      page,
      'Leads by kind (Wide tables scroll sideways in their box.)',
    );
    expect(kinds[0]![0]).toBe('Month');
    expect(kinds).toHaveLength(3); // headings, this month, total
    const reasons = await tableCells(
      page,
      'Cancellations by reason (Wide tables scroll sideways in their box.)',
    );
    const moving = reasons.find((row) => row[0] === 'Moving themselves');
    expect(Number(moving?.[1])).toBeGreaterThanOrEqual(1);

    // A wrong period is named, over no figures.
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(`${today.slice(0, 4)}-01-01`);
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(page.getByText('“To” must be on or after “From”.')).toBeVisible();
    // The period's tables are gone; the month's GST and the balances to collect stand apart.
    await expect(page.getByRole('table', { name: /^Leads by kind/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: /^Cancellations by reason/ })).toHaveCount(0);
  });
});
