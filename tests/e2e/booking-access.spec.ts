import AxeBuilder from '@axe-core/playwright';
import { expect, POSTGRES, test } from './support/test';
import { layoutShiftSoFar } from './support/layout-shift';
import { rowWhere } from './support/db';
import { inDays, unique } from './support/admin';
import { type BookingRow, fillStepOne, fillStepTwo, serviceSelect } from './support/booking';

test.describe('booking page', () => {
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
