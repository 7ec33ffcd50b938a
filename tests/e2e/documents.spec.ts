import { expect, POSTGRES, test } from './support/test';
import { noAxeViolations } from './support/look';
import { inDays, signIn, unique } from './support/admin';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe("a move's documents", () => {
  test(
    'staff issue a receipt and an invoice from the lead page on a phone, without JavaScript, and open them; the customer downloads them from the quotation page; axe clean at 390 and 1280 px',
    POSTGRES,
    async ({ page, browser, clientAddress }) => {
      test.setTimeout(240_000);
      await signIn(page);
      const name = unique('Meera Das');
      const created = await page.request.post('/api/bookings', {
        data: {
          name,
          email: 'meera@example.in',
          phone: '98610 45678',
          service: 'household-shifting',
          date: inDays(12),
          pickup: { city: 'Bhubaneswar', area: 'Saheed Nagar', address: 'Plot 12' },
          drop: { city: 'Pune' },
        },
      });
      expect(created.status()).toBe(201);
      const lead = (await created.json()) as { id: string; reference: string };
      const made = await page.request.post(`/api/admin/leads/bookings/${lead.id}/quotations`, {
        data: {
          lines: [{ kind: 'transport', label: 'Transport', amountPaise: 2_000_000 }],
          advancePaise: 500_000,
          validUntil: inDays(7),
        },
      });
      expect(made.status()).toBe(201);
      const { token } = (await made.json()) as { token: string };
      const accepted = await page.request.post(`/api/quotations/${token}/accept`, {
        data: { version: 1, totalPaise: 2_360_000, name, agree: true },
        headers: { 'x-forwarded-for': clientAddress },
      });
      expect(accepted.status()).toBe(200);
      const paid = await page.request.post(`/api/admin/leads/bookings/${lead.id}/payments`, {
        data: {
          kind: 'advance',
          amountPaise: 500_000,
          mode: 'upi',
          reference: '412345678901',
          receivedOn: inDays(0),
        },
      });
      expect(paid.status()).toBe(201);

      // The lead page on a phone, without JavaScript: the form posts and the page comes back.
      const staff = await browser.newContext({
        javaScriptEnabled: false,
        viewport: PHONE,
        storageState: await page.context().storageState(),
      });
      const phone = await staff.newPage();
      await phone.goto(`/admin/leads/bookings/${lead.id}`);
      const card = phone.locator('section[aria-labelledby="documents"]');
      await expect(card.getByRole('heading', { name: 'Documents' })).toBeVisible();
      await card.getByLabel('Document', { exact: true }).selectOption('receipt');
      await card.getByLabel('Payment (for a receipt)').selectOption({ index: 1 });
      await card.getByRole('button', { name: 'Issue' }).click();
      await expect(card.getByText(/^Money Receipt RCT\/\d{4}-\d\d\/\d{4} issued\.$/)).toBeVisible();
      await card.getByLabel('Document', { exact: true }).selectOption('invoice');
      await card.getByRole('button', { name: 'Issue' }).click();
      await expect(card.getByText(/^Tax Invoice INV\/\d{4}-\d\d\/\d{4} issued\.$/)).toBeVisible();
      const list = card.getByRole('list', { name: 'Issued documents, oldest first' });
      await expect(list.getByRole('listitem')).toHaveCount(2);

      const invoiceLink = list.getByRole('link', { name: /^Download Tax Invoice INV/ });
      const href = await invoiceLink.getAttribute('href');
      const pdf = await phone.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="INV-/);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await staff.close();

      // axe runs its script in the page: a context with JavaScript.
      await page.setViewportSize(PHONE);
      await page.goto(`/admin/leads/bookings/${lead.id}`);
      await expect(
        page.getByRole('list', { name: 'Issued documents, oldest first' }),
      ).toBeVisible();
      await noAxeViolations(page, 'lead page with documents at 390 px');
      await page.setViewportSize(DESKTOP);
      await noAxeViolations(page, 'lead page with documents at 1280 px');

      // The customer's quotation page lists the quotation and both documents, as plain links.
      const customer = await browser.newContext({
        javaScriptEnabled: false,
        viewport: PHONE,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
      });
      const doc = await customer.newPage();
      await doc.goto(`/q/${token}`);
      const mine = doc.locator('section[aria-labelledby="documents-heading"]');
      await expect(mine.getByRole('link')).toHaveCount(3);
      await expect(mine.getByRole('link', { name: /^Download Tax Invoice INV/ })).toBeVisible();
      const download = await doc.request.get(
        (await mine.getByRole('link', { name: /^Download Money Receipt/ }).getAttribute('href'))!,
      );
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
      await customer.close();

      const withScripts = await browser.newContext({
        viewport: PHONE,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
      });
      const q = await withScripts.newPage();
      await q.goto(`/q/${token}`);
      await expect(q.getByRole('heading', { name: 'Your documents' })).toBeVisible();
      await noAxeViolations(q, 'quotation page with documents at 390 px');
      await q.setViewportSize(DESKTOP);
      await noAxeViolations(q, 'quotation page with documents at 1280 px');
      await withScripts.close();
    },
  );
});
