import type { Locator, Page } from '@playwright/test';
import { paymentTexts } from '../../src/content/payments';
import { signIn, unique } from './support/admin';
import { rowWhere } from './support/db';
import { expect, test } from './support/test';

/**
 * A coordinator on a phone over a slow connection types into a staff form as soon as it shows,
 * before the scripts have run (held back here until the typing is done). Once React has taken
 * the form over, what was typed is what is sent and stored.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await page.unroute(/\/_next\/static\/chunks\//);
  };
}

/** React has hydrated the element: its DOM node carries React's own properties. */
const reactAttached = (target: Locator) =>
  expect
    .poll(
      () => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      { timeout: 20_000 },
    )
    .toBe(true);

/** A booking as the website's JSON API takes it; its id and reference. */
async function aBooking(page: Page) {
  const name = unique('Early Typist');
  const response = await page.request.post('/api/bookings', {
    data: {
      name,
      email: 'typist@example.in',
      phone: '98610 45678',
      service: 'household-shifting',
      date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

test.describe('what staff type before the scripts run is what is stored', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
  });

  test('add a lead: kind, channel, name, phone and words typed early', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/admin/leads/new');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add lead' }) });
    const name = unique('Walk-in');
    await page.getByRole('radio', { name: 'Booking' }).check();
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('98610 45678');
    await page.getByLabel('What they said (optional)').fill('2 BHK, Nayapalli to Pune, 12 Dec.');
    await release();
    await reactAttached(form);
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('heading', { name: /^Lead BK-\w{6} added/ })).toBeVisible();
    expect(
      rowWhere('select name, phone, channel, message from bookings where name = ?', name),
    ).toEqual({
      name,
      phone: '+919861045678',
      channel: 'whatsapp',
      message: '2 BHK, Nayapalli to Pune, 12 Dec.',
    });
  });

  test('a payment and a note typed early on the lead page', async ({ page }) => {
    const lead = await aBooking(page);
    const release = await openWithScriptsHeld(page, `/admin/leads/bookings/${lead.id}`);
    const payment = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: paymentTexts.form.submit }) });
    await payment.getByLabel(paymentTexts.form.amount).fill('2,500.50');
    await payment.getByLabel(paymentTexts.form.mode).selectOption({ label: 'Cash' });
    await payment.getByLabel(paymentTexts.form.reference).fill('Receipt book 14, page 3');
    const note = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add note' }) });
    await note.getByLabel('New note').fill('Customer asked for a morning slot.');
    await release();
    await reactAttached(payment);

    await payment.getByRole('button', { name: paymentTexts.form.submit }).click();
    await expect(page.getByText(paymentTexts.recorded('₹2,500.50'))).toBeVisible();
    expect(
      rowWhere('select amount_paise, mode, reference from payments where lead_id = ?', lead.id),
    ).toEqual({ amount_paise: 250_050, mode: 'cash', reference: 'Receipt book 14, page 3' });

    // The note typed early is still in its box after the payment's answer, and is what is stored.
    await expect(note.getByLabel('New note')).toHaveValue('Customer asked for a morning slot.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => rowWhere('select text from lead_notes where lead_id = ?', lead.id))
      .toEqual({ text: 'Customer asked for a morning slot.' });
  });
});
