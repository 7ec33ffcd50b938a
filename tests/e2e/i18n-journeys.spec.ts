import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { inDays, unique } from './support/admin';
import { noAxeViolations, screenshots } from './support/look';
import * as estimateHi from '../../src/features/estimate/content/estimate.hi';
import * as estimateOr from '../../src/features/estimate/content/estimate.or';
import * as carriedHi from '../../src/features/estimate/content/carried-estimate.hi';
import * as carriedOr from '../../src/features/estimate/content/carried-estimate.or';
import * as bookingHi from '../../src/features/leads/content/booking.hi';
import * as bookingOr from '../../src/features/leads/content/booking.or';
import * as contactHi from '../../src/features/leads/content/contact.hi';
import * as contactOr from '../../src/features/leads/content/contact.or';
import * as trackHi from '../../src/features/tracking/content.hi';
import * as trackOr from '../../src/features/tracking/content.or';
import { trackOnSuccess as onSuccessHi } from '../../src/features/tracking/content-on-success.hi';
import { trackOnSuccess as onSuccessOr } from '../../src/features/tracking/content-on-success.or';
import { trackPage as trackEn } from '../../src/features/tracking/content';

/**
 * Issue 49, the customer's journeys in Hindi and Odia on a 390 px phone (book and accept a
 * quotation: lead-language.spec.ts): an estimate carried to the booking form in the language,
 * booked; the request looked up on the English /track, which opens it in its language; the
 * contact form without JavaScript. axe at 390 and 1280 px.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shoot = screenshots(
  process.env.LANGUAGE_SHOTS ?? path.resolve('test-results/i18n-journeys-screens'),
);

const LOCALES = [
  {
    locale: 'hi',
    lang: 'hi-IN',
    script: /[\u0900-\u097F]/u,
    estimate: estimateHi.estimatePage,
    carried: carriedHi.carriedEstimateTexts,
    booking: bookingHi.bookingPage,
    contact: contactHi.contactForm,
    track: trackHi,
    onSuccess: onSuccessHi,
  },
  {
    locale: 'or',
    lang: 'or-IN',
    script: /[\u0B00-\u0B7F]/u,
    estimate: estimateOr.estimatePage,
    carried: carriedOr.carriedEstimateTexts,
    booking: bookingOr.bookingPage,
    contact: contactOr.contactForm,
    track: trackOr,
    onSuccess: onSuccessOr,
  },
] as const;

async function phone(browser: Browser, address: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

for (const { locale, lang, script, estimate, carried, booking, track, onSuccess } of LOCALES) {
  test(`${locale}: an estimate carried to the booking form, booked, then tracked from the English page`, async ({
    browser,
    clientAddress,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await phone(browser, clientAddress);
    const name = unique('Sunita Mohanty');
    await page.goto(`/${locale}/estimate?size=2bhk&from=mumbai&to=pune`);
    await page.getByRole('link', { name: estimate.book }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/booking\\?.*size=2bhk`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const form = page.locator('#booking-form');
    await form.getByLabel(booking.labels.name).fill(name);
    await form.getByLabel(booking.labels.email).fill(`${name.split(' ').pop()}@example.in`);
    await form.getByLabel(booking.labels.phone).fill('98610 45678');
    await form.getByRole('button', { name: booking.buttons.continue }).click();
    await form.getByLabel(booking.labels.date).fill(inDays(15));
    // Step 2 shows the estimate carried, its lines (behind the disclosure) in the language too.
    const figures = page.getByTestId('carried-estimate');
    await expect(figures.getByRole('heading', { name: carried.heading })).toBeVisible();
    expect(await figures.locator('td').first().textContent()).toMatch(script);
    await noAxeViolations(page, `/${locale}/booking with an estimate at 390 px`);
    await shoot(page, `booking-at-estimate-${locale}`);
    await form.getByRole('button', { name: booking.buttons.continue }).click();
    await form.getByRole('button', { name: booking.buttons.confirm }).click();
    await expect(page.getByRole('heading', { name: booking.success.heading })).toBeVisible();
    // The panel under the reference (what will arrive, the way to /track) in the language too.
    const panel = page.getByTestId('track-on-success');
    await expect(panel).toContainText(onSuccess.expectHeading);
    await expect(panel.getByRole('link')).toContainText(onSuccess.link);
    const row = rowWhere<{ reference: string; language: string; estimate: string | null }>(
      'select reference, language, estimate from bookings where name = ?',
      name,
    );
    expect(row?.language).toBe(locale);
    expect(row?.estimate).toBeTruthy();

    // Looked up on the English page (a parent typing what the confirmation says): it opens
    // in the request's language, with what they typed, at the answer.
    const typed = new URLSearchParams({ reference: row!.reference, contact: '98610 45678' });
    await page.goto(`/track?${typed.toString()}#track-answer`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/track\\?reference=${row!.reference}`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('track-status')).toContainText(track.trackStatusLabels.new);
    await noAxeViolations(page, `/${locale}/track with a request at 390 px`);
    await shoot(page, `track-${locale}`);
    await page.setViewportSize(DESKTOP);
    await noAxeViolations(page, `/${locale}/track with a request at 1280 px`);
    await shoot(page, `track-${locale}`);

    // Whoever booked for them reads English: the way back stays English.
    await page.getByRole('link', { name: track.trackPage.result.readInEnglish }).click();
    await expect(page).toHaveURL(/\/track\?.*language=en/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByTestId('track-status')).toContainText(trackEn.result.statusLabel);
    await context.close();
  });
}

test('the Hindi and Odia contact forms without JavaScript', async ({ browser, clientAddress }) => {
  const { context, page } = await phone(browser, clientAddress, false);
  for (const { locale, lang, contact, onSuccess } of LOCALES) {
    const name = unique('Ramesh Sahu');
    await page.goto(`/${locale}/contact`);
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(contact.labels.name).fill(name);
    await form.getByLabel(contact.labels.email).fill('ramesh@example.in');
    await form.getByRole('textbox', { name: contact.labels.message, exact: true }).fill('नमस्ते');
    await form.getByRole('button', { name: contact.buttons.send }).click();
    await expect(page.getByRole('heading', { name: contact.success.heading })).toBeVisible();
    await expect(page.getByTestId('track-on-success')).toContainText(onSuccess.link);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(
      rowWhere<{ language: string }>('select language from contact_messages where name = ?', name)
        ?.language,
    ).toBe(locale);
  }
  await context.close();
});
