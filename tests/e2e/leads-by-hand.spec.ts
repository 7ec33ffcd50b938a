import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { signIn, unique } from './support/admin';
import { rowWhere } from './support/db';

const SHOTS = '/work/shots/intake';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const shoot = screenshots(SHOTS);

/** Every tap is made through this, so the test can count them (typing is not a tap). */
function tapper(page: Page) {
  let taps = 0;
  return {
    get count() {
      return taps;
    },
    async tap(target: Locator) {
      taps++;
      await target.click();
    },
    async type(target: Locator, text: string) {
      taps++;
      await target.click();
      await page.keyboard.type(text);
    },
  };
}

interface StoredLead {
  id: string;
  reference: string;
  email: string | null;
  phone: string;
  service: string | null;
  move_date: string | null;
  pickup_city: string | null;
  channel: string | null;
}

test.describe('leads entered by hand', () => {
  test('a coordinator adds a lead from a phone call on a phone: taps counted; it is in the list and on its page with Call and WhatsApp', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    const name = unique('Caller');
    const taps = tapper(page);
    // One tap from the dashboard's header.
    await taps.tap(page.getByRole('banner').getByRole('link', { name: 'Add a lead' }));
    await expect(page.getByRole('heading', { name: 'Add a lead', level: 1 })).toBeVisible();
    await noAxeViolations(page, 'the add-a-lead page at 390 px');
    await shoot(page, 'add-lead');
    // A call about a booking: kind (quote is checked first), then name, phone and the city.
    await taps.tap(page.getByRole('radio', { name: 'Booking' }));
    await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await taps.type(page.getByRole('textbox', { name: 'Name', exact: true }), name);
    await taps.type(page.getByRole('textbox', { name: 'Phone', exact: true }), '98610 45678');
    await taps.type(page.getByLabel('Moving from (optional)'), 'Saheed Nagar, Bhubaneswar');
    await taps.tap(page.getByRole('button', { name: 'Add lead' }));
    console.log(`[intake] a lead from a phone call took ${taps.count} taps on a 390 px phone`);
    expect(taps.count).toBeLessThanOrEqual(6);

    // Its page opens and says so; Call and WhatsApp dial the number given.
    const added = page.getByRole('heading', { name: /^Lead BK-[2-9A-HJKMNP-Z]{6} added/ });
    await expect(added).toBeFocused();
    const reference = /BK-[2-9A-HJKMNP-Z]{6}/.exec((await added.textContent()) ?? '')![0];
    await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+919861045678',
    );
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919861045678\?text=/,
    );
    await expect(page.getByText('Phone call', { exact: true })).toBeVisible();
    await noAxeViolations(page, 'the new lead’s page at 390 px');
    await shoot(page, 'lead-added');
    const row = rowWhere<StoredLead>('select * from bookings where reference = ?', reference)!;
    expect(row).toMatchObject({
      phone: '+919861045678',
      email: null,
      service: null,
      move_date: null,
      pickup_city: 'Saheed Nagar, Bhubaneswar',
      channel: 'phone',
    });

    // In the list, found by the caller's name.
    await page.getByRole('link', { name: 'All leads' }).click();
    await page.getByRole('searchbox').fill(name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toContainText(reference);
    await expect(page.getByRole('main')).toContainText('Phone call');
    await shoot(page, 'list-with-added-lead');
  });

  test('a refused send names the field, keeps what was typed, then stores the lead', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto('/admin/leads/new');
    const name = unique('WhatsApp Asker');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('98610 4567');
    await page.getByLabel('What they said (optional)').fill('2 BHK to Pune next month.');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Please correct the highlighted fields.',
    );
    await expect(page.getByText(/Please enter an Indian mobile number/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(page.getByLabel('What they said (optional)')).toHaveValue(
      '2 BHK to Pune next month.',
    );
    expect(rowWhere('select id from quote_requests where name = ?', name)).toBeUndefined();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('98610 45670');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('heading', { name: /^Lead QT-\w{6} added/ })).toBeVisible();
    expect(
      rowWhere('select phone, channel, source from quote_requests where name = ?', name),
    ).toEqual({ phone: '+919861045670', channel: 'whatsapp', source: null });
    // What they said is the quote request's first note.
    await expect(page.getByRole('main')).toContainText('2 BHK to Pune next month.');
  });

  test('the add-a-lead page has no axe violations at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    await page.getByRole('link', { name: 'Add a lead' }).click();
    await expect(page.getByRole('heading', { name: 'Add a lead', level: 1 })).toBeVisible();
    await noAxeViolations(page, 'the add-a-lead page at 1280 px');
    await shoot(page, 'add-lead');
  });

  test('a contact message with a phone shows Call and WhatsApp on its lead page', async ({
    page,
    request,
  }) => {
    const name = unique('Phone Writer');
    const created = await request.post('/api/contact', {
      data: { name, email: 'writer@example.in', phone: '0674 254 1234', message: 'Call me.' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`/admin/leads/contacts/${id}`);
    await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+916742541234',
    );
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  });
});

/** Each public form with its new fields on screen, named for its screenshot. */
const FORMS_WITH_NEW_FIELDS: { shot: string; open: (page: Page) => Promise<void> }[] = [
  {
    shot: 'contact',
    open: async (page) => {
      await page.goto('/contact');
      await expect(page.getByLabel('Phone number (optional)')).toBeVisible();
    },
  },
  {
    shot: 'booking-step-2',
    open: async (page) => {
      await page.goto('/booking');
      await expect(page.getByRole('tab', { name: /Your Info/ })).toBeVisible();
      await page.getByRole('tab', { name: /Service Details/ }).click();
      await expect(page.getByLabel('Pickup city')).toBeVisible();
    },
  },
  {
    shot: 'quote-popup',
    open: async (page) => {
      await page.goto('/quote');
      await page.getByRole('button', { name: 'Open the Quick Quote Form' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
      await expect(dialog.getByLabel('Phone number (optional)')).toBeVisible();
      // Axe reads colours as painted: mid fade-in the send button is paler than it ends up.
      await dialog.evaluate((node) =>
        Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
    },
  },
];

// One test per form and width, so a slow run times out one page, not six axe runs at once.
for (const size of [PHONE, DESKTOP]) {
  for (const { shot, open } of FORMS_WITH_NEW_FIELDS) {
    test(`the public forms’ new fields: ${shot} at ${size.width} px, screenshot, no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page);
      await noAxeViolations(page, `${shot} at ${size.width}`);
      await shoot(page, shot);
    });
  }
}

test.describe('leads entered by hand, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form adds the lead and opens its page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto('/admin/leads/new');
    const name = unique('Walk In');
    await page.getByRole('radio', { name: 'Question' }).check();
    await page.getByRole('radio', { name: 'Walk-in' }).check();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+91 98610 45671');
    await page.getByLabel('What they said (optional)').fill('Do you store furniture?');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('heading', { name: /^Lead CT-\w{6} added/ })).toBeVisible();
    expect(
      rowWhere('select phone, channel, email, message from contact_messages where name = ?', name),
    ).toEqual({
      phone: '+919861045671',
      channel: 'walk-in',
      email: null,
      message: 'Do you store furniture?',
    });
  });
});
