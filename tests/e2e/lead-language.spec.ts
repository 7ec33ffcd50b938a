import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { inDays, signIn, unique } from './support/admin';
import { noAxeViolations, screenshots } from './support/look';
import { hasBilingual, pdfText } from '../support/pdf-text';
import * as bookingHi from '../../src/features/leads/content/booking.hi';
import * as bookingOr from '../../src/features/leads/content/booking.or';
import * as emailHi from '../../src/features/leads/content/customer-email.hi';
import * as emailOr from '../../src/features/leads/content/customer-email.or';
import * as quotationHi from '../../src/features/quotation/content/quotation-page.hi';
import * as quotationOr from '../../src/features/quotation/content/quotation-page.or';

/**
 * Issue 49, the lead's half: a booking made on /hi/booking (and /or/booking) keeps its language;
 * its confirmation is in it; staff make the quotation and the customer opens /q/{token} in it
 * (<html lang>), accepts it there, and its PDF prints the headings in it beside English.
 */
const PHONE = { width: 390, height: 844 };
const shoot = screenshots(
  process.env.LANGUAGE_SHOTS ?? path.resolve('test-results/lead-language-screens'),
);

const LOCALES = [
  { locale: 'hi', lang: 'hi-IN', booking: bookingHi, email: emailHi, quotation: quotationHi },
  { locale: 'or', lang: 'or-IN', booking: bookingOr, email: emailOr, quotation: quotationOr },
] as const;

async function phone(browser: Browser, address: string, javaScriptEnabled = false) {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

for (const { locale, lang, booking, email, quotation } of LOCALES) {
  test(`a ${locale} customer books, is answered, reads and accepts the quotation in ${locale}`, async ({
    page,
    browser,
    clientAddress,
  }) => {
    // ~25 s on an idle machine; room for a busy two-core one.
    test.setTimeout(120_000);
    const name = unique('Meera Das');
    // The form without JavaScript: one stacked form, posting the page's language.
    const customer = await phone(browser, clientAddress);
    const form = customer.page;
    await form.goto(`/${locale}/booking`);
    await expect(form.locator('html')).toHaveAttribute('lang', lang);
    const field = (name: string) => form.locator(`form:has(#booking-email) [name="${name}"]`);
    await field('name').fill(name);
    // Its own address: the confirmations to one address are capped per day.
    await field('email').fill(`${name.split(' ').pop()}@example.in`);
    await field('phone').fill('98610 45678');
    await field('service').selectOption('car-shifting');
    await field('date').fill(inDays(12));
    await form.getByRole('button', { name: booking.bookingPage.buttons.confirm }).click();
    await expect(
      form.getByRole('heading', { name: booking.bookingPage.success.heading }),
    ).toBeVisible();

    const row = rowWhere<{ id: string; reference: string; language: string }>(
      'select id, reference, language from bookings where name = ?',
      name,
    );
    expect(row?.language).toBe(locale);
    // Kept in the outbox (the e2e server has no SMTP): its subject and words in the language.
    const mail = rowWhere<{ message: string }>(
      'select message from outbox where dedupe_key like ?',
      `customer:%${row!.id}%`,
    );
    const message = JSON.parse(mail!.message) as { subject: string; text: string };
    expect(message.subject).toBe(email.customerEmailTexts.subject.received.booking(row!.reference));
    expect(message.text).toContain(email.customerEmailTexts.intro.received.booking);
    expect(message.text).toContain(`/${locale}/track?reference=${row!.reference}`);

    await signIn(page);
    const made = await page.request.post(`/api/admin/leads/bookings/${row!.id}/quotations`, {
      data: {},
    });
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    // The quotation with JavaScript (axe runs in the page); its forms post without it too.
    await customer.context.close();
    const reader = await phone(browser, clientAddress, true);
    const doc = reader.page;
    await doc.goto(url);
    await expect(doc.locator('html')).toHaveAttribute('lang', lang);
    const t = quotation.customerQuotationPage;
    await expect(doc.getByRole('heading', { name: t.termsHeading })).toBeVisible();
    await noAxeViolations(doc, `/q in ${locale} at 390 px`);
    await shoot(doc, `quotation-${locale}`);
    await doc.getByLabel(t.nameLabel).fill(name);
    await doc.getByLabel(t.agreeLabel).check();
    await doc.getByRole('button', { name: t.acceptButton }).click();
    await expect(doc.getByText(t.acceptedHeading)).toBeVisible();

    const pdf = await doc.request.get(`/api/quotations/${url.split('/q/')[1]}/documents/quotation`);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(hasBilingual(text, 'QUOTATION', t.heading)).toBe(true);
    expect(hasBilingual(text, 'Charges', t.chargesHeading)).toBe(true);

    // The customer switches to English: kept on the lead, the page opens in it.
    await doc.getByRole('button', { name: 'English' }).click();
    // A real navigation (a form post answered 303), so the whole document is English.
    await expect(doc.getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(doc.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(
      rowWhere<{ language: string }>('select language from bookings where id = ?', row!.id)
        ?.language,
    ).toBe('en');
    await reader.context.close();
  });
}
