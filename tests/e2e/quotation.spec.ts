import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, POSTGRES, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { inDays, signIn, unique } from './support/admin';
import { rupeesToPaise } from '../../src/features/quotation/rupees';

const SHOTS = process.env.QUOTATION_SHOTS ?? path.resolve('test-results/quotation-screens');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const shoot = screenshots(SHOTS);

/** A booking made at an estimate (so the quotation has lines to start from), with a survey. */
async function leadWithSurvey(request: APIRequestContext, staff: APIRequestContext) {
  const name = unique('Meera Das');
  const created = await request.post('/api/bookings', {
    data: {
      name,
      email: 'meera@example.in',
      phone: '98610 45678',
      service: 'household-shifting',
      date: inDays(12),
      estimate: { size: '2bhk', from: 'bhubaneswar', to: 'kolkata', declaredValue: 300000 },
    },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()) as { id: string; reference: string };
  const survey = await staff.put(`/api/admin/leads/bookings/${lead.id}/inventory`, {
    data: {
      rooms: [
        {
          name: 'Living room',
          items: [
            { itemId: 'sofa-set-5', qty: 1 },
            { itemId: 'tv-43', qty: 1 },
          ],
        },
        { name: 'Kitchen', items: [{ itemId: 'fridge-double', qty: 1 }] },
      ],
    },
  });
  expect(survey.status()).toBe(200);
  return { ...lead, name };
}

/** The UPI QR on the page, decoded from a screenshot of it. */
async function decodeQr(page: Page): Promise<string> {
  const png = PNG.sync.read(await page.getByTestId('upi-qr').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR code decodes').not.toBeNull();
  return code!.data;
}

async function customerPage(browser: Browser, javaScriptEnabled: boolean, address: string) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: PHONE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

test.describe('the firm quotation', () => {
  test(
    'staff make and send it from a lead with a survey; the customer accepts without JavaScript and pays by UPI',
    POSTGRES,
    async ({ page, browser, clientAddress }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(PHONE);
      await signIn(page);
      const lead = await leadWithSurvey(page.request, page.request);

      await page.goto(`/admin/leads/bookings/${lead.id}`);
      const section = page.locator('section[aria-labelledby="quotation"]');
      await expect(section.getByRole('heading', { name: 'Quotation' })).toBeVisible();
      // Prefilled: the estimate's transport line names the survey's vehicle.
      await expect(section.getByLabel('Description 2')).toHaveValue(/Transport.*cft/);
      await section.getByLabel('Discount (₹)').fill('500');
      await section.getByRole('button', { name: 'Make the quotation' }).click();
      await expect(section.getByLabel('Customer link')).toHaveValue(/\/q\/[A-Za-z0-9_-]{24}$/);
      await shoot(page, 'staff-editor', section);
      const link = await section.getByLabel('Customer link').inputValue();

      // Send on WhatsApp: the wa.me link with the customer's number and the quotation's link.
      let whatsapp = '';
      await page.route('https://wa.me/**', async (route) => {
        whatsapp = route.request().url();
        await route.fulfill({ body: 'WhatsApp' });
      });
      await section.getByRole('button', { name: 'Send on WhatsApp' }).click();
      await expect.poll(() => whatsapp).toContain('https://wa.me/919861045678?text=');
      expect(decodeURIComponent(whatsapp)).toContain(link);

      // The customer's page, without JavaScript, on a phone.
      const customer = await customerPage(browser, false, clientAddress);
      const response = await customer.page.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/private/);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      const doc = customer.page;
      await expect(doc.getByRole('heading', { name: 'Quotation', level: 1 })).toBeVisible();
      await expect(doc.getByText(lead.reference).first()).toBeVisible();
      await expect(
        doc.getByText('Sofa set (5 seater)').or(doc.getByText(/Sofa/)).first(),
      ).toBeVisible();
      await expect(doc.getByTestId('quotation-total')).toHaveText(/^₹[\d,]+\.\d\d$/);
      await doc.getByLabel('Your full name').fill(lead.name);
      await doc.getByLabel('I have read the quotation and agree to its terms.').check();
      await doc.getByRole('button', { name: 'Accept and book' }).click();
      await expect(doc.getByText('Accepted — your move is booked')).toBeVisible();
      await expect(doc.getByRole('status').first()).toContainText('your move is booked');

      const upi = await doc.getByTestId('upi-link').getAttribute('href');
      expect(upi).toMatch(
        new RegExp(
          `^upi://pay\\?pa=[^&]+@[^&]+&pn=[^&]+&am=\\d+\\.\\d{2}&cu=INR&tn=${lead.reference}$`,
        ),
      );
      expect(await decodeQr(doc)).toBe(upi);
      await shoot(doc, 'customer-accepted');

      await doc.getByLabel('UTR or bank reference').fill('412345678901');
      await doc.getByRole('button', { name: 'Send the reference' }).click();
      await expect(doc.getByText(/we have your payment reference/)).toBeVisible();
      await customer.context.close();

      // Back on the lead page: booked, accepted by the typed name, opened, sent, the UTR claimed.
      await page.goto(`/admin/leads/bookings/${lead.id}`);
      await expect(page.getByText(`Accepted by ${lead.name}`).first()).toBeVisible();
      const events = page.getByTestId('quotation-events');
      await expect(events).toContainText('Opened by the customer');
      await expect(events).toContainText('WhatsApp link made');
      await expect(events).toContainText('412345678901');

      // Staff confirm the UTR against the bank and record the advance (the amount the UPI link asked).
      const advanceRupees = new URL(upi!.replace('upi://', 'https://upi/')).searchParams.get('am')!;
      const payments = page.locator('section[aria-labelledby="payments"]');
      await payments.getByLabel('Amount (₹)').fill(advanceRupees);
      await payments.getByLabel(/UTR or cheque/).fill('412345678901');
      await payments.getByRole('button', { name: 'Record payment' }).click();
      await expect(payments.getByText(/^Recorded ₹[\d,]+\.\d\d\.$/)).toBeVisible();
      await expect(payments.getByRole('list', { name: 'Payments, oldest first' })).toContainText(
        '412345678901',
      );
      await shoot(page, 'staff-payments', payments);

      const track = await page.request.get(
        `/api/track?reference=${lead.reference}&contact=${encodeURIComponent('98610 45678')}`,
      );
      const tracked = await track.json();
      expect(tracked).toMatchObject({
        status: 'booked',
        quotation: { url: link, status: 'accepted' },
      });
      const advancePaise = rupeesToPaise(advanceRupees)!;
      expect(tracked.payments.paidPaise).toBe(advancePaise);
      expect(tracked.payments.balancePaise).toBe(tracked.payments.totalPaise - advancePaise);
    },
  );

  test('with JavaScript the customer accepts too; the page is axe clean at 390 and 1280 px', async ({
    page,
    browser,
    clientAddress,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const lead = await leadWithSurvey(page.request, page.request);
    const made = await page.request.post(`/api/admin/leads/bookings/${lead.id}/quotations`, {
      data: {},
    });
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    const customer = await customerPage(browser, true, clientAddress);
    const doc = customer.page;
    await doc.goto(url);
    await noAxeViolations(doc, 'open quotation at 390 px');
    await shoot(doc, 'customer-open');
    await doc.setViewportSize(DESKTOP);
    await noAxeViolations(doc, 'open quotation at 1280 px');
    await shoot(doc, 'customer-open');
    // A field left out is named by the page's own message under it, not the browser's bubble,
    // and takes focus with that message as its description; one at a time, as the browser does.
    const name = doc.getByLabel('Your full name');
    const agree = doc.getByLabel('I have read the quotation and agree to its terms.');
    const accept = doc.getByRole('button', { name: 'Accept and book' });
    await accept.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      'Type your full name (at least 2 letters) to accept.',
    );
    await expect(agree).not.toHaveAttribute('aria-invalid');
    await name.fill(lead.name);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await accept.click();
    await expect(agree).toBeFocused();
    await expect(agree).toHaveAccessibleDescription(
      'Tick the box to agree to the terms, then press Accept and book.',
    );
    await agree.check();
    await accept.click();
    await expect(doc.getByText('Accepted — your move is booked')).toBeVisible();
    await expect(doc.getByTestId('upi-qr')).toBeVisible();
    await noAxeViolations(doc, 'accepted quotation at 1280 px');
    await shoot(doc, 'customer-accepted');
    await doc.setViewportSize(PHONE);
    await noAxeViolations(doc, 'accepted quotation at 390 px');
    expect(await decodeQr(doc)).toBe(await doc.getByTestId('upi-link').getAttribute('href'));
    await customer.context.close();
  });

  test('an unknown link is a 404 page', async ({ page }) => {
    const response = await page.goto(`/q/${'Z'.repeat(24)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No quotation at this link' })).toBeVisible();
  });
});
