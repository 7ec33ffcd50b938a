import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { formTakenOver } from './support/forms';
import { watchScripts } from './support/watch-scripts';
import { quoteForm } from '../../src/features/leads/content/quote-request';
import { inDays } from './support/admin';
import { unique } from './support/slug-unique';

/* The quotation form on /services/quotation. */

interface QuoteRow {
  source: string;
  name: string;
  email: string;
  phone: string;
  move_date: string;
  origin: string;
  destination: string;
  move_type: string;
  inventory: string | null;
  service: string | null;
  status: string;
}

test.describe('quotation form on /services/quotation', () => {
  const form = (page: Page) => page.getByRole('main');

  // The eleven service pages are one route; the form's code must not ride along on the ten
  // that do not show it (QuoteFormOnDemand). Its submit label is in the form's own code.
  for (const [path, shown] of [
    ['/services/packingandmoving', false],
    ['/services/quotation', true],
  ] as const) {
    test(`its code is ${shown ? '' : 'not '}among the scripts of ${path}`, async ({ page }) => {
      const scripts = watchScripts(page, quoteForm.buttons.submit);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (shown) await formTakenOver(form(page).locator('form').first());
      await scripts.read();
      expect(scripts.scripts.length).toBeGreaterThan(3);
      expect(scripts.marked.length > 0).toBe(shown);
    });
  }

  test('residential by default; a filled form ends with its row and the inline thank-you', async ({
    page,
  }) => {
    const name = unique('Arjun Nayak');
    await page.goto('/services/quotation');
    await expect(form(page).getByRole('radio', { name: 'Residential' })).toBeChecked();
    await form(page).getByLabel('Full name').fill(name);
    await form(page).getByLabel('Email address').fill('arjun@example.in');
    await form(page).getByLabel('Phone number').fill('0674 254 1234');
    await form(page).getByLabel('Move date').fill(inDays(20));
    await form(page).getByLabel('Moving from').fill('Saheed Nagar, Bhubaneswar');
    await form(page).getByLabel('Moving to').fill('Baner, Pune');
    await form(page).getByRole('radio', { name: 'Commercial' }).check();
    await form(page).getByLabel('Inventory (optional)').fill('12 desks, 2 servers');
    await form(page).getByRole('button', { name: 'Request Quote' }).click();

    const thanks = page.getByRole('alert').filter({
      hasText: 'Thank you for your request! We will contact you shortly with your quote.',
    });
    await expect(thanks).toBeVisible();
    const reference = /QT-[2-9A-HJKMNP-Z]{6}/.exec((await thanks.textContent()) ?? '')?.[0];
    expect(
      rowWhere<QuoteRow>('select * from quote_requests where reference = ?', reference),
    ).toMatchObject({
      source: 'quotation',
      name,
      email: 'arjun@example.in',
      phone: '+916742541234',
      move_date: inDays(20),
      origin: 'Saheed Nagar, Bhubaneswar',
      destination: 'Baner, Pune',
      move_type: 'commercial',
      inventory: '12 desks, 2 servers',
      service: null,
      status: 'new',
    });
    await expect(form(page).getByLabel('Full name')).toHaveValue('');
    await expect(form(page).getByRole('radio', { name: 'Residential' })).toBeChecked();
  });

  test('on a phone the thank-you comes into view and takes the focus, far below where it sits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/quotation');
    await form(page).getByLabel('Full name').fill(unique('Phone Sender'));
    await form(page).getByLabel('Email address').fill('phone.sender@example.in');
    await form(page).getByLabel('Phone number').fill('98610 45678');
    await form(page).getByLabel('Move date').fill(inDays(20));
    await form(page).getByLabel('Moving from').fill('Saheed Nagar, Bhubaneswar');
    await form(page).getByLabel('Moving to').fill('Baner, Pune');
    const send = form(page).getByRole('button', { name: 'Request Quote' });
    await send.scrollIntoViewIfNeeded();
    const alert = form(page).getByRole('alert').first();
    // Where the thanks appears is out of sight from the button the visitor pressed.
    await expect(alert).not.toBeInViewport();
    await send.click();
    await expect(alert).toContainText('Thank you for your request!');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });

  test('missing fields are named, the first is focused, and nothing is stored', async ({
    page,
  }) => {
    const name = unique('Only A Name');
    await page.goto('/services/quotation');
    await form(page).getByLabel('Full name').fill(name);
    await form(page).getByRole('button', { name: 'Request Quote' }).click();
    await expect(form(page).getByLabel('Email address')).toBeFocused();
    for (const message of [
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please choose a date.',
      'Please enter where you are moving from.',
      'Please enter where you are moving to.',
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    expect(rowWhere('select 1 from quote_requests where name = ?', name)).toBeUndefined();
  });
});
