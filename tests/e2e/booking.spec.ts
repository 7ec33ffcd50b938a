import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, POSTGRES, test } from './support/test';
import { layoutShiftSoFar } from './support/layout-shift';
import { refuseInsertsNamed, rowWhere } from './support/db';
import { validationMessages } from '../../src/content/validation';
import { inDays, unique } from './support/admin';

interface BookingRow {
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  move_date: string;
  message: string | null;
  pickup_city: string | null;
  pickup_area: string | null;
  pickup_address: string | null;
  drop_city: string | null;
  status: string;
}

const serviceSelect = (page: Page) => page.getByRole('combobox', { name: /^Service/ });

async function fillStepOne(page: Page, name: string, email = 'guest@example.in') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('98610 45678');
}

async function fillStepTwo(page: Page, service = 'Car Shifting') {
  await serviceSelect(page).selectOption({ label: service });
  await page.getByLabel('Preferred moving date').fill(inDays(10));
  await page.getByLabel(/Anything we should know/).fill('Two-wheeler too.');
}

/**
 * Watches step `index`'s panel: once shown, it holds in `data-focused-as-shown` the id of the
 * element focused at that moment (read in the DOM change itself, before a later task runs).
 */
async function focusWhenShown(page: Page, index: number) {
  await page.evaluate((panelId) => {
    const panel = document.getElementById(panelId)!;
    new MutationObserver((_, observer) => {
      if (panel.classList.contains('hidden')) return;
      observer.disconnect();
      panel.dataset.focusedAsShown = document.activeElement?.id ?? '';
    }).observe(panel, { attributes: true, attributeFilter: ['class'] });
  }, `booking-panel-${index}`);
  return page.locator(`#booking-panel-${index}`);
}

test.describe('booking page', () => {
  test(
    'a whole booking through the tabs ends with the row in the database',
    POSTGRES,
    async ({ page }) => {
      const name = unique('Priya Sahoo');
      await page.goto('/booking');
      await expect(page.getByRole('tab', { name: /Your Info/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await fillStepOne(page, name);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('tab', { name: /Service Details/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await fillStepTwo(page);
      const lastPanel = await focusWhenShown(page, 2);
      await page.getByRole('button', { name: 'Continue' }).click();
      // Focus (and the scroll it brings) moves in the commit that shows the step: a tap that
      // follows at once is not lost to the page moving between its press and release.
      await expect(lastPanel).toHaveAttribute('data-focused-as-shown', 'booking-panel-heading-2');
      await expect(page.getByRole('tabpanel')).toContainText(name);
      await expect(page.getByRole('tabpanel')).toContainText('Car Shifting');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
      const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
      expect(reference).toMatch(/^BK-[A-Z0-9]{6}$/);
      const row = rowWhere<BookingRow>('select * from bookings where reference = ?', reference);
      expect(row).toMatchObject({
        name,
        email: 'guest@example.in',
        phone: '+919861045678',
        service: 'car-shifting',
        move_date: inDays(10),
        message: 'Two-wheeler too.',
        status: 'new',
      });

      await page.getByRole('button', { name: 'Make Another Booking' }).click();
      await expect(page.getByLabel('Full name')).toHaveValue('');
      await expect(page.getByLabel('Full name')).toBeFocused();
      await expect(page.getByRole('tab', { name: /Your Info/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  test('tabs are freely clickable and Back moves one step', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeHidden();
    await page.getByRole('tab', { name: /Confirmation/ }).click();
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('tab', { name: /Service Details/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(serviceSelect(page)).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeHidden();
  });

  test('without a service the alert asks for one and nothing is stored', async ({ page }) => {
    const name = unique('No Service');
    await page.goto('/booking');
    await fillStepOne(page, name);
    await page.getByRole('tab', { name: /Service Details/ }).click();
    await page.getByLabel('Preferred moving date').fill(inDays(5));
    await page.getByRole('tab', { name: /Confirmation/ }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select a service before submitting.' }),
    ).toBeVisible();
    await expect(serviceSelect(page)).toBeFocused();
    expect(rowWhere('select 1 from bookings where name = ?', name)).toBeUndefined();
  });

  test('a 9-digit phone is named on step 1, as the visitor leaves the field and at Continue', async ({
    page,
  }) => {
    await page.goto('/booking');
    const phone = page.getByLabel('Phone number');
    await page.getByLabel('Full name').fill(unique('Short Number'));
    // Leaving an empty field does not mark it.
    await page.getByLabel('Email address').focus();
    await phone.focus();
    await expect(page.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true');
    await phone.fill('98610 4567');
    await page.getByLabel('Email address').focus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(validationMessages.phoneInvalid)).toBeVisible();
    await page.getByLabel('Email address').fill('short@example.in');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(phone).toBeFocused();
    await expect(page.getByRole('tab', { name: /Your Info/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Corrected, the error goes as the visitor leaves the field, and Continue moves on.
    await phone.fill('98610 45678');
    await page.getByLabel('Email address').focus();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('tab', { name: /Service Details/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Confirm on step 3 with an empty name returns to step 1 and focuses the name', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByRole('tab', { name: /Service Details/ }).click();
    await fillStepTwo(page);
    await page.getByRole('tab', { name: /Confirmation/ }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('tab', { name: /Your Info/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nameField = page.getByLabel('Full name');
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your name.')).toBeVisible();
  });

  test(
    'when the store fails the alert shows, every field keeps its value, and a retry stores one row',
    POSTGRES,
    async ({ page }) => {
      const name = unique('Refused Row');
      await page.goto('/booking');
      await fillStepOne(page, name);
      await page.getByRole('tab', { name: /Service Details/ }).click();
      await fillStepTwo(page, 'Office Shifting');
      await page.getByRole('tab', { name: /Confirmation/ }).click();

      // The store refuses this row (the save fails for real) over a slow network (Processing... shows).
      const allow = refuseInsertsNamed('bookings', name);
      await page.route('**/booking', async (route) => {
        if (route.request().method() === 'POST')
          await new Promise((done) => setTimeout(done, 1_000));
        await route.fallback();
      });
      try {
        await page.getByRole('button', { name: 'Confirm Booking' }).click();
        await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'Error submitting booking. Please try again.' }),
        ).toBeVisible();
      } finally {
        allow();
      }
      expect(rowWhere('select 1 from bookings where name = ?', name)).toBeUndefined();
      await expect(page.getByRole('tabpanel')).toContainText(name);
      await page.getByRole('tab', { name: /Your Info/ }).click();
      await expect(page.getByLabel('Full name')).toHaveValue(name);
      await expect(page.getByLabel('Phone number')).toHaveValue('98610 45678');
      await page.getByRole('tab', { name: /Service Details/ }).click();
      await expect(serviceSelect(page)).toHaveValue('office-shifting');
      await expect(page.getByLabel(/Anything we should know/)).toHaveValue('Two-wheeler too.');

      await page.getByRole('tab', { name: /Confirmation/ }).click();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
      expect(
        rowWhere<{ n: number }>('select count(*) as n from bookings where name = ?', name)?.n,
      ).toBe(1);
    },
  );

  test('a dropped connection shows the alert with every value kept, and a retry stores one row', async ({
    page,
  }) => {
    const name = unique('Dropped Line');
    await page.goto('/booking');
    await fillStepOne(page, name);
    await page.getByRole('tab', { name: /Service Details/ }).click();
    await fillStepTwo(page, 'Bike Shifting');
    await page.getByRole('tab', { name: /Confirmation/ }).click();
    await page.route('**/booking', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error submitting booking. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(name);
    await expect(page.getByRole('tabpanel')).toContainText('Bike Shifting');
    await page.unroute('**/booking');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
    expect(
      rowWhere<{ n: number }>('select count(*) as n from bookings where name = ?', name)?.n,
    ).toBe(1);
  });

  test('?service=car-shifting preselects the service, and it is what gets booked', async ({
    page,
  }) => {
    const name = unique('Preselected');
    await page.goto('/booking?service=car-shifting');
    await fillStepOne(page, name);
    await page.getByRole('tab', { name: /Service Details/ }).click();
    await expect(serviceSelect(page)).toHaveValue('car-shifting');
    await page.getByLabel('Preferred moving date').fill(inDays(4));
    await page.getByRole('tab', { name: /Confirmation/ }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
    expect(rowWhere<BookingRow>('select * from bookings where name = ?', name)?.service).toBe(
      'car-shifting',
    );
  });

  test('works by keyboard alone', async ({ page }) => {
    const name = unique('Keyboard User');
    await page.goto('/booking');
    await page.getByLabel('Full name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+91 98610 45678');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /Service Details/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await serviceSelect(page).focus();
    await serviceSelect(page).selectOption('bike-shifting');
    await page.keyboard.press('Tab');
    // Date segments follow the browser's locale; reaching the field is what this test is about.
    await expect(page.getByLabel('Preferred moving date')).toBeFocused();
    await page.getByLabel('Preferred moving date').fill(inDays(3));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /Confirmation/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Confirm Booking
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
    expect(rowWhere<BookingRow>('select * from bookings where name = ?', name)?.service).toBe(
      'bike-shifting',
    );
  });

  test('nothing moves when the form hydrates (no layout shift at phone width)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/booking');
    // The date's lower bound is set once React runs: the form is hydrated.
    await expect(page.getByLabel('Preferred moving date')).toHaveAttribute('min', /^\d{4}-/);
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThan(0.01);
  });

  test('has no axe violations, at desktop and phone width', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/booking');
      await expect(page.getByRole('tab', { name: /Your Info/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    }
  });
});

test.describe('booking page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'shows one stacked form that posts to the server and confirms',
    POSTGRES,
    async ({ page }) => {
      const name = unique('No Script');
      await page.goto('/booking');
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeHidden();
      await expect(page.getByLabel('Preferred moving date')).toBeVisible();
      await fillStepOne(page, name, 'noscript@example.in');
      await fillStepTwo(page, 'Safe Storage');
      await page.getByLabel('Pickup city').fill('Bhubaneswar');
      await page.getByLabel('Pickup address').fill('Plot 9, Saheed Nagar');
      await page.getByLabel('Drop city').fill('Hyderabad');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
      const reference = (await page.getByTestId('booking-reference').textContent())?.trim();
      const row = rowWhere<BookingRow>('select * from bookings where reference = ?', reference);
      expect(row).toMatchObject({
        name,
        service: 'safe-storage',
        email: 'noscript@example.in',
        pickup_city: 'Bhubaneswar',
        pickup_area: null,
        pickup_address: 'Plot 9, Saheed Nagar',
        drop_city: 'Hyderabad',
      });
    },
  );

  test('a server-side rejection comes back with the message and the typed values', async ({
    page,
  }) => {
    const name = unique('Bad Phone');
    await page.goto('/booking');
    await fillStepOne(page, name);
    await page.getByLabel('Phone number').fill('12345');
    await fillStepTwo(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText(/Please enter an Indian mobile number/)).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await expect(page.getByLabel('Phone number')).toHaveValue('12345');
    expect(rowWhere('select 1 from bookings where name = ?', name)).toBeUndefined();
  });
});
