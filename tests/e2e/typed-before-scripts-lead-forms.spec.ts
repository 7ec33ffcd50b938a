import type { Locator, Page } from '@playwright/test';
import type { Translated } from '../../src/lib/i18n/translated';
import * as bookingEn from '../../src/features/leads/content/booking';
import * as bookingHi from '../../src/features/leads/content/booking.hi';
import * as bookingOr from '../../src/features/leads/content/booking.or';
import { inDays, unique } from './support/admin';
import { refuseInsertsNamed, rowWhere } from './support/db';
import { formTakenOver } from './support/forms';
import { expect, test } from './support/test';
import { openWithScriptsHeld } from './support/held-scripts';

interface LeadForm {
  name: string;
  path: string;
  table: string;
  form: (page: Page) => Locator;
  /** What a visitor can type before the scripts run (the controls the first screen shows). */
  typeEarly: (form: Locator, name: string) => Promise<void>;
  /** The rest, once the scripts run, up to and including the send. */
  finish: (page: Page, form: Locator) => Promise<void>;
  /** The button that sends it. */
  send: string;
  /** The success the visitor is shown. */
  sent: (page: Page) => Locator;
  /** What the stored row must hold of what was typed. */
  row: (name: string) => Record<string, unknown>;
  /** Also refused once by the store and sent again (default true). */
  retried?: boolean;
}

const contactLead: LeadForm = {
  name: 'contact',
  path: '/contact',
  table: 'contact_messages',
  form: (page) => page.getByRole('main').locator('form'),
  async typeEarly(form, name) {
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email address').fill('early@example.in');
    await form.getByLabel('Phone number (optional)').fill('0674 254 1234');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed early.');
  },
  finish: (page, form) => form.getByRole('button', { name: 'Send Message' }).click(),
  send: 'Send Message',
  sent: (page) => page.getByRole('heading', { name: 'Message Sent!' }),
  row: (name) => ({
    name,
    email: 'early@example.in',
    phone: '+916742541234',
    message: 'Typed early.',
  }),
};

const quotationLead: LeadForm = {
  name: 'quotation',
  path: '/services/quotation',
  table: 'quote_requests',
  form: (page) => page.getByRole('main').locator('form'),
  async typeEarly(form, name) {
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email address').fill('early@example.in');
    await form.getByLabel('Phone number').fill('0674 254 1234');
    await form.getByLabel('Move date').fill(inDays(20));
    await form.getByLabel('Moving from').fill('Saheed Nagar, Bhubaneswar');
    await form.getByLabel('Moving to').fill('Baner, Pune');
    await form.getByRole('radio', { name: 'Commercial' }).check();
    await form.getByLabel('Inventory (optional)').fill('12 desks');
  },
  finish: (page, form) => form.getByRole('button', { name: 'Request Quote' }).click(),
  send: 'Request Quote',
  sent: (page) => page.getByRole('alert').filter({ hasText: 'Thank you for your request!' }),
  row: (name) => ({
    name,
    email: 'early@example.in',
    phone: '+916742541234',
    move_date: inDays(20),
    origin: 'Saheed Nagar, Bhubaneswar',
    destination: 'Baner, Pune',
    move_type: 'commercial',
    inventory: '12 desks',
  }),
};

type BookingTexts = Translated<typeof bookingEn.bookingPage>;

/**
 * The booking form in a language (issue 49): its labels from that language's content, and the
 * row keeps the page's language. English as ever; Hindi and Odia each once (the retry is the
 * same code in every language, proved in English).
 */
function bookingLead(locale: 'en' | 'hi' | 'or', t: BookingTexts): LeadForm {
  const { labels, buttons } = t;
  return {
    name: locale === 'en' ? 'booking' : `booking in ${locale}`,
    path: locale === 'en' ? '/booking' : `/${locale}/booking`,
    table: 'bookings',
    form: (page) => page.locator('#booking-form'),
    async typeEarly(form, name) {
      await form.getByLabel(labels.name).fill(name);
      await form.getByLabel(labels.email).fill('early@example.in');
      await form.getByLabel(labels.phone).fill('98610 45678');
    },
    async finish(page, form) {
      await form.getByRole('button', { name: buttons.continue }).click();
      await form.locator('select[name="service"]').selectOption('car-shifting');
      await form.getByLabel(labels.date).fill(inDays(9));
      await form.getByLabel(labels.pickupCity).fill('Cuttack');
      await form.getByLabel(labels.pickupArea).fill('Buxi Bazar');
      await form.getByLabel(labels.dropCity).fill('Pune');
      await form.getByLabel(labels.dropAddress).fill('Flat 4B, Lane 7, Kothrud');
      await form.getByRole('button', { name: buttons.continue }).click();
      await expect(form.getByRole('tabpanel')).toContainText('early@example.in');
      await expect(form.getByRole('tabpanel')).toContainText('Buxi Bazar, Cuttack');
      await form.getByRole('button', { name: buttons.confirm }).click();
    },
    send: buttons.confirm,
    sent: (page) => page.getByRole('heading', { name: t.success.heading }),
    row: (name) => ({
      name,
      email: 'early@example.in',
      phone: '+919861045678',
      pickup_city: 'Cuttack',
      pickup_area: 'Buxi Bazar',
      pickup_address: null,
      drop_city: 'Pune',
      drop_area: null,
      drop_address: 'Flat 4B, Lane 7, Kothrud',
      language: locale,
    }),
    retried: locale === 'en',
  };
}

const forms: LeadForm[] = [
  bookingLead('en', bookingEn.bookingPage),
  bookingLead('hi', bookingHi.bookingPage),
  bookingLead('or', bookingOr.bookingPage),
  contactLead,
  // The same form at the foot of the home page, whose code comes only when it is near.
  {
    ...contactLead,
    name: 'contact on the home page',
    path: '/',
    form: (page) => page.locator('#contact-form form'),
  },
  quotationLead,
  // The same form on the page an estimate is carried to (/quote with an estimate's query).
  {
    ...quotationLead,
    name: 'quotation carrying an estimate',
    path: '/quote?size=2bhk&from=mumbai&to=pune',
  },
];

/** Types while the scripts are held, lets them run, then sends the rest; the form. */
async function typeEarlyThenSend(page: Page, lead: LeadForm, name: string) {
  const release = await openWithScriptsHeld(page, lead.path);
  const form = lead.form(page);
  await lead.typeEarly(form, name);
  release();
  await formTakenOver(form);
  await lead.finish(page, form);
  return form;
}

test.describe('what a visitor types before the scripts run is what is sent', () => {
  for (const lead of forms) {
    test(`${lead.name}: typed early, sent after the scripts run, stored as typed`, async ({
      page,
    }) => {
      const name = unique('Early Typist');
      await typeEarlyThenSend(page, lead, name);
      await expect(lead.sent(page)).toBeVisible();
      expect(rowWhere(`select * from ${lead.table} where name = ?`, name)).toMatchObject(
        lead.row(name),
      );
    });

    if (lead.retried === false) continue;
    test(`${lead.name}: typed early, refused by the store, kept, then stored on the retry`, async ({
      page,
    }) => {
      const name = unique('Early Retry');
      const allow = refuseInsertsNamed(lead.table, name);
      try {
        const form = await typeEarlyThenSend(page, lead, name);
        await expect(form.getByRole('alert')).toContainText(/could not|try again/i);
        await expect(form.locator('input[name="name"]')).toHaveValue(name);
      } finally {
        allow();
      }
      await lead.form(page).getByRole('button', { name: lead.send }).click();
      await expect(lead.sent(page)).toBeVisible();
      expect(rowWhere(`select * from ${lead.table} where name = ?`, name)).toMatchObject(
        lead.row(name),
      );
    });
  }
});
