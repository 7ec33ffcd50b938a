import type { Locator, Page } from '@playwright/test';
import { documentCardTexts } from '../../src/features/documents/content';
import { moveDayTexts } from '../../src/features/move-day/content';
import { paymentTexts } from '../../src/features/payments/content';
import { staffQuotationTexts } from '../../src/features/quotation/content/quotation-page';
import { inDays, signIn, unique } from './support/admin';
import { rowWhere } from './support/db';
import { expect, test } from './support/test';
import { openWithScriptsHeld } from './support/held-scripts';

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
    release();
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
    release();
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

  test('a cancellation and its reason chosen early on the lead page', async ({ page }) => {
    const lead = await aBooking(page);
    const release = await openWithScriptsHeld(page, `/admin/leads/bookings/${lead.id}`);
    const work = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
    await work.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await work.getByLabel('Reason, when cancelling').selectOption('self-move');
    release();
    await reactAttached(work);
    await work.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('New → Cancelled (Moving themselves)')).toBeVisible();
    expect(
      rowWhere(
        'select to_status, reason from lead_status_history where lead_id = ? and from_status is not null',
        lead.id,
      ),
    ).toEqual({ to_status: 'cancelled', reason: 'self-move' });
    // What the owner's figures count of it (migration 020): cancelled, answered from New.
    expect(
      rowWhere(
        'select reached, case when answered_at is null then 0 else 1 end as answered from lead_summaries where lead_id = ?',
        lead.id,
      ),
    ).toEqual({ reached: 8, answered: 1 });
  });

  test('the move day and a lorry receipt typed early on a booking', async ({ page }) => {
    const lead = await aBooking(page);
    const release = await openWithScriptsHeld(page, `/admin/leads/bookings/${lead.id}`);
    const plan = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: moveDayTexts.save }) });
    await plan.getByLabel(moveDayTexts.slotLabel).selectOption({ label: '9–11 am' });
    await plan.getByLabel(moveDayTexts.vehicleLabel).selectOption({ index: 2 });
    await plan.getByLabel(moveDayTexts.crewCountLabel).fill('4');
    await plan.getByLabel(moveDayTexts.crewNamesLabel).fill('Ramu, Shankar, Bablu, Tinku');
    await plan.getByLabel(moveDayTexts.driverNameLabel).fill('Ramesh Nayak');
    await plan.getByLabel(moveDayTexts.driverPhoneLabel).fill('98610 11111');
    await plan.getByLabel(moveDayTexts.notesLabel).fill('Lift booked for 9 am; third floor.');
    await plan.getByLabel(moveDayTexts.confirmedLabel).check();
    const issue = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: documentCardTexts.form.submit }) });
    const f = documentCardTexts.form;
    await issue.getByLabel(f.kind).selectOption({ label: 'Lorry Receipt (Consignment Note)' });
    await issue.getByLabel(f.vehicle).fill('OD 02 AB 1234');
    await issue.getByLabel(f.driver).fill('Ramesh Nayak, 98610 11111');
    await issue.getByLabel(f.declared).fill('1,50,000');
    await issue.getByLabel(f.risk).selectOption('owner');
    await issue.getByLabel(f.freightPaid).check();
    const truck = await plan.getByLabel(moveDayTexts.vehicleLabel).inputValue();
    release();
    await reactAttached(plan);
    await reactAttached(issue);

    await plan.getByRole('button', { name: moveDayTexts.save }).click();
    await expect(page.getByText(moveDayTexts.saved)).toBeVisible();
    expect(
      rowWhere(
        `select slot, vehicle, crew_count, crew_names, driver_name, driver_phone, crew_notes,
         confirmed from move_plans where booking_id = ?`,
        lead.id,
      ),
    ).toEqual({
      slot: '09:00',
      vehicle: truck,
      crew_count: 4,
      crew_names: 'Ramu, Shankar, Bablu, Tinku',
      driver_name: 'Ramesh Nayak',
      driver_phone: '+919861011111',
      crew_notes: 'Lift booked for 9 am; third floor.',
      confirmed: 1,
    });

    // The lorry receipt's fields, typed early, are still there after the move day's answer.
    await expect(issue.getByLabel(f.vehicle)).toHaveValue('OD 02 AB 1234');
    await issue.getByRole('button', { name: f.submit }).click();
    await expect(issue.getByText(/^Lorry Receipt .*LR\//)).toBeVisible();
    const issued = rowWhere<{ snapshot: string }>(
      "select snapshot from documents where lead_id = ? and kind = 'lr'",
      lead.id,
    );
    expect(JSON.parse(issued!.snapshot)).toMatchObject({
      // The registration is stored as the RTO writes it, without spaces.
      vehicleNumber: 'OD02AB1234',
      driver: 'Ramesh Nayak, 98610 11111',
      declaredValuePaise: 15_000_000,
      risk: 'owner',
      freight: { paid: true },
    });
  });

  test('a quotation typed early in the editor', async ({ page }) => {
    const lead = await aBooking(page);
    const release = await openWithScriptsHeld(page, `/admin/leads/bookings/${lead.id}`);
    const editor = page.locator('section[aria-labelledby="quotation"] form').first();
    await editor.getByLabel(`${staffQuotationTexts.lineKind} 1`).selectOption('packing');
    await editor
      .getByLabel(`${staffQuotationTexts.lineLabel} 1`)
      .fill('Packing, 2 BHK, bubble wrap');
    await editor.getByLabel(`${staffQuotationTexts.lineAmount} 1`).fill('6,250.50');
    await editor.getByLabel(staffQuotationTexts.discount).fill('250');
    await editor.getByLabel(staffQuotationTexts.validUntil).fill(inDays(9));
    release();
    await reactAttached(editor);
    await editor.getByRole('button', { name: staffQuotationTexts.make }).click();
    await expect(page.getByLabel('Customer link')).toHaveValue(/\/q\/[A-Za-z0-9_-]{24}$/);
    const version = rowWhere<{ lines: string; discount_paise: number; valid_until: string }>(
      `select v.lines, v.discount_paise, v.valid_until from quotation_versions v
       join quotations q on q.id = v.quotation_id where q.lead_id = ?`,
      lead.id,
    );
    expect(version).toMatchObject({ discount_paise: 25_000, valid_until: inDays(9) });
    expect(JSON.parse(version!.lines)).toContainEqual(
      expect.objectContaining({
        kind: 'packing',
        label: 'Packing, 2 BHK, bubble wrap',
        amountPaise: 625_050,
      }),
    );
  });

  test('the customer’s review typed early', async ({ page, browser }) => {
    const lead = await aBooking(page);
    const done = await page.request.patch(`/api/admin/leads/bookings/${lead.id}`, {
      // Its move is ahead: the owner marks it done early, with a reason.
      data: { status: 'done', force: true, reason: 'Delivered early' },
    });
    expect(done.status()).toBe(200);
    const { reviewUrl } = (await done.json()) as { reviewUrl: string };
    // The customer's own phone: no staff session.
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await customer.newPage();
    const release = await openWithScriptsHeld(phone, new URL(reviewUrl).pathname);
    const text = 'Packed every steel almirah with care; one carton came a day late.';
    await phone.getByLabel('4 stars').check();
    await phone.getByLabel(/^Your review/).fill(text);
    await phone.getByLabel(/first name and initial/).check();
    const form = phone.locator('form').filter({ has: phone.getByLabel(/^Your review/) });
    release();
    await reactAttached(form);
    await phone.getByRole('button', { name: 'Publish my review' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
    expect(
      rowWhere('select rating, text, show_name from reviews where lead_id = ?', lead.id),
    ).toEqual({ rating: 4, text, show_name: 'initial' });
    await customer.close();
  });
});
