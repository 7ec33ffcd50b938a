import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';

/* The newsletter box in the footer of every page, and the quotation form on /services/quotation. */

const unique = (label: string) =>
  `${label.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SubscriberRow {
  reference: string;
  email: string;
  status: string;
}

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

const inDays = (days: number) => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const footer = (page: Page) => page.getByRole('contentinfo');

async function subscribe(page: Page, email: string) {
  await footer(page).getByLabel('Email for our newsletter').fill(email);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
}

test.describe('newsletter box in the footer', () => {
  test('subscribing stores the address once; subscribing again is answered like the first time and adds no row', async ({
    page,
  }) => {
    const email = `${unique('reader')}@example.in`;
    await page.goto('/contact');
    await subscribe(page, email);
    const confirmation = footer(page).getByRole('status');
    await expect(confirmation).toHaveText(
      `Thank you for subscribing! Our newsletter will come to ${email}.`,
    );
    await expect(footer(page).getByLabel('Email for our newsletter')).toHaveCount(0);
    await expect(confirmation).toBeFocused();
    const row = rowWhere<SubscriberRow>(
      'select * from newsletter_subscribers where email = ?',
      email,
    );
    expect(row).toMatchObject({ email, status: 'new' });
    expect(row?.reference).toMatch(/^NL-/);

    await page.goto('/contact');
    // A repeat is answered like a new sign-up: the page must not tell who is on the list.
    await subscribe(page, email.toUpperCase());
    await expect(footer(page).getByRole('status')).toHaveText(
      `Thank you for subscribing! Our newsletter will come to ${email}.`,
    );
    expect(
      rowWhere<{ n: number }>(
        'select count(*) as n from newsletter_subscribers where email = ?',
        email,
      )?.n,
    ).toBe(1);
  });

  test('a malformed address is named, focused, and not stored', async ({ page }) => {
    await page.goto('/contact');
    await subscribe(page, 'reader@');
    const field = footer(page).getByLabel('Email for our newsletter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(footer(page).getByText('Please enter a valid email address')).toBeVisible();
    expect(
      rowWhere('select 1 from newsletter_subscribers where email = ?', 'reader@'),
    ).toBeUndefined();
  });
});

test.describe('newsletter box without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the server and the confirmation replaces the box', async ({ page }) => {
    const email = `${unique('noscript-reader')}@example.in`;
    await page.goto('/contact');
    await subscribe(page, email);
    await expect(footer(page).getByRole('status')).toContainText('Thank you for subscribing!');
    expect(rowWhere('select 1 from newsletter_subscribers where email = ?', email)).toBeTruthy();
  });
});

test.describe('quotation form on /services/quotation', () => {
  const form = (page: Page) => page.getByRole('main');

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
