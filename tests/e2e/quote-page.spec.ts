import { expect, test } from './support/test';
import { layoutShiftSoFar } from './support/layout-shift';
import { rowWhere } from './support/db';
import { unique } from './support/admin';
import { watchScripts } from './support/watch-scripts';
import { carriedEstimateTexts } from '../../src/features/estimate/content/carried-estimate';
import { quotePage } from '../../src/features/leads/content/quote-request';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { type QuoteRow, openButton, openEarly } from './support/quote-popup';

test('on a desktop with a classic scrollbar, opening the pop-up moves nothing behind it', async ({
  playwright,
  baseURL,
}) => {
  // Playwright hides scrollbars by default; one that takes room from the page is drawn here.
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 720 } });
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto('/quote');
    await expect(heading).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(width, 'a scrollbar takes room, or this test shows nothing').toBeLessThan(1280);
    // The centred heading moves by half the scrollbar's width if the page widens.
    const before = await heading.boundingBox();
    await openEarly(page);
    expect(await heading.boundingBox()).toEqual(before);
  } finally {
    await browser.close();
  }
});

test('nothing moves when /quote hydrates (no layout shift at phone width)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/quote');
  // The open button keeps its place unseen until React runs: visible means hydrated.
  await expect(openButton(page)).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.001);
});

// What only each form's code holds: the pop-up's element ids, and the quotation form's line on
// how long a carried estimate's price holds.
const popupCode = 'quote-popup';
const quotationFormCode = carriedEstimateTexts.heldUntil('|').split('|')[0] ?? '';

test.describe('the two quote pages', () => {
  for (const { path, shows, sends, leavesOut } of [
    { path: '/quote', shows: 'the pop-up', sends: popupCode, leavesOut: quotationFormCode },
    {
      path: '/quote?size=2bhk&from=mumbai&to=pune',
      shows: 'the carried estimate and its quotation form',
      sends: quotationFormCode,
      leavesOut: popupCode,
    },
  ]) {
    test(`${path} sends the code of ${shows} and not the other's`, async ({ page }) => {
      const wanted = watchScripts(page, sends);
      const unwanted = watchScripts(page, leavesOut);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await Promise.all([wanted.read(), unwanted.read()]);
      expect(wanted.marked.length).toBeGreaterThan(0);
      expect(unwanted.marked).toEqual([]);
    });
  }

  test('a query that carries no valid estimate is answered by /quote itself', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/quote?size=castle&from=mumbai', { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/quote$/);
    await page.goto('/quote?size=castle&from=mumbai');
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: quotePage.heading })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: carriedEstimateTexts.quoteHeading }),
    ).toHaveCount(0);
  });
});

test.describe('quote page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quick-quote form is part of the page and posts to the server', async ({ page }) => {
    const name = unique('No Script Asker');
    await page.goto('/quote');
    await expect(page.getByRole('button', { name: 'Open the Quick Quote Form' })).toHaveCount(0);
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill(name);
    await main.getByLabel('Email address').fill('noscript@example.in');
    await main.getByLabel('Service needed').fill('Car shifting');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'has been received' })).toBeVisible();
    expect(rowWhere<QuoteRow>('select * from quote_requests where name = ?', name)).toMatchObject({
      source: 'popup',
      service: 'Car shifting',
      email: 'noscript@example.in',
    });
  });
});
