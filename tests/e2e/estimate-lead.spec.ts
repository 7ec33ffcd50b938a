import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { inDays, leadRow, signIn, unique } from './support/admin';
import { carriedEstimateTexts } from '../../src/features/estimate/content/carried-estimate';
import { formatLongDate } from '../../src/lib/format-date';

// Estimate → "Book at this price" / "Email me this quote" → the lead stores the server's
// snapshot → staff see it. The same journey without JavaScript.

// Per test, so that a run crossing midnight IST does not send a date that has become today.
let moveDate: string;
let estimateUrl: string;
test.beforeEach(() => {
  moveDate = inDays(20);
  estimateUrl = `/estimate?size=2bhk&from=mumbai&to=pune&floorFrom=3&packing=premium&date=${moveDate}`;
});

interface Snapshot {
  total: number;
  low: number;
  high: number;
  validUntil: string;
  inputs: Record<string, unknown>;
}

/** The estimate page's total as shown, e.g. "₹13,570". */
async function estimateTotal(page: Page) {
  await page.goto(estimateUrl);
  return (await page.getByTestId('estimate-total').innerText()).trim();
}

async function bookAtTheEstimate(page: Page, name: string, withScript: boolean) {
  const total = await estimateTotal(page);
  await page.getByRole('link', { name: 'Book at this price' }).click();
  await expect(page).toHaveURL(/\/booking\?service=household-shifting&size=2bhk/);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill('estimate.lead@example.in');
  await page.getByLabel('Phone number').fill('98610 45678');
  if (withScript) await page.getByRole('button', { name: 'Continue' }).click();
  const shown = page.getByTestId('carried-estimate');
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('carried-estimate-total')).toHaveText(total);
  await expect(shown).toContainText(/Valid until \d{1,2} \w+ \d{4}/);
  await expect(page.getByRole('combobox', { name: /^Service/ })).toHaveValue('household-shifting');
  await expect(page.getByLabel('Preferred moving date')).toHaveValue(moveDate);
  // The estimate's cities start the pickup and drop; the visitor adds the area.
  await expect(page.getByLabel('Pickup city')).toHaveValue('Mumbai');
  await expect(page.getByLabel('Drop city')).toHaveValue('Pune');
  await page.getByLabel('Pickup area or locality').fill('Andheri East');
  if (withScript) {
    await page.getByRole('button', { name: 'Continue' }).click();
    // The review shows what the visitor books: the date as read in India, the route and price.
    const review = page.locator('dl').filter({ hasText: 'Estimated price' });
    await expect(review).toContainText(formatLongDate(moveDate));
    await expect(review).toContainText('Mumbai → Pune');
    await expect(review).toContainText(`${total} with GST`);
  }
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  const row = rowWhere<{ id: string; estimate: string | null }>(
    'select id, estimate from bookings where reference = ?',
    reference,
  );
  expect(row?.estimate).toBeTruthy();
  expect(
    rowWhere(
      'select pickup_city, pickup_area, drop_city from bookings where reference = ?',
      reference,
    ),
  ).toEqual({ pickup_city: 'Mumbai', pickup_area: 'Andheri East', drop_city: 'Pune' });
  const snapshot = JSON.parse(row!.estimate!) as Snapshot;
  expect(`₹${snapshot.total.toLocaleString('en-IN')}`).toBe(total);
  expect(snapshot.inputs).toMatchObject({
    size: '2bhk',
    from: 'mumbai',
    to: 'pune',
    floorFrom: 3,
    packing: 'premium',
    date: moveDate,
  });
  // The move is later than the day the price holds until: the screen says why the two differ.
  expect(moveDate > snapshot.validUntil).toBe(true);
  await expect(page.getByTestId('estimate-held-until')).toHaveText(
    carriedEstimateTexts.heldBeforeMove(
      formatLongDate(snapshot.validUntil),
      formatLongDate(moveDate),
    ),
  );
  return { reference, id: row!.id, total, snapshot };
}

async function staffSeeIt(page: Page, lead: Awaited<ReturnType<typeof bookAtTheEstimate>>) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(`/admin?tab=bookings&q=${lead.reference}`);
  await expect(leadRow(page, lead.reference)).toBeVisible();
  await page.goto(`/admin/leads/bookings/${lead.id}`);
  const detail = page.getByTestId('lead-estimate');
  await expect(detail).toContainText(`${lead.total} with GST`);
  await expect(detail).toContainText(`valid until ${formatLongDate(lead.snapshot.validUntil)}`);
  await expect(detail).toContainText('Packing, loading and unloading: 2 BHK home');
  await expect(detail).toContainText('Subtotal: ₹');
}

test.describe('a lead made at an estimate', () => {
  test('book at this price: step 2 shows it, the row holds the snapshot, staff see it', async ({
    page,
  }) => {
    const lead = await bookAtTheEstimate(page, unique('Estimate Booker'), true);
    await staffSeeIt(page, lead);
  });

  test('email me this quote: the quotation form sends it and says until when it holds', async ({
    page,
  }) => {
    const total = await estimateTotal(page);
    await page.getByRole('link', { name: 'Email me this quote' }).click();
    await expect(page).toHaveURL(/\/quote\?size=2bhk.*#quotation$/);
    const section = page.getByRole('region', { name: 'Email me this quote' });
    await expect(section.getByTestId('carried-estimate-total')).toHaveText(total);
    await expect(section.getByLabel('Moving from')).toHaveValue('Mumbai');
    await expect(section.getByLabel('Moving to')).toHaveValue('Pune');
    const name = unique('Estimate Quoter');
    await section.getByLabel('Full name').fill(name);
    await section.getByLabel('Email address').fill('estimate.quote@example.in');
    await section.getByLabel('Phone number').fill('98610 45678');
    await section.getByRole('button', { name: 'Request Quote' }).click();
    await expect(section.getByText(/The price of your estimate is held until/)).toBeVisible();
    const row = rowWhere<{ estimate: string | null; origin: string; moveDate: string }>(
      'select estimate, origin, move_date as "moveDate" from quote_requests where name = ?',
      name,
    );
    expect(row).toMatchObject({ origin: 'Mumbai', moveDate });
    expect(JSON.parse(row!.estimate!).inputs).toMatchObject({ size: '2bhk', to: 'pune' });
  });

  test('the booking step with an estimate has no axe violations at 390 and 1280 px', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `/booking?service=household-shifting&size=2bhk&from=mumbai&to=pune&date=${moveDate}`,
      );
      await page.getByRole('tab', { name: /Service Details/ }).click();
      await expect(page.getByTestId('carried-estimate')).toBeVisible();
      // Served by the per-request twin (the proxy's rewrite), which points search engines home.
      await expect(page).toHaveURL(/\/booking\?service=/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/booking$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByText('See the breakdown').click();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
  });
});

test.describe('a lead made at an estimate, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stacked form carries the estimate, the row holds it, staff see it', async ({
    page,
  }) => {
    const lead = await bookAtTheEstimate(page, unique('Estimate NoScript'), false);
    await staffSeeIt(page, lead);
  });
});
