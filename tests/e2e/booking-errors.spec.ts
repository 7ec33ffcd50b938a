import { expect, POSTGRES, test } from './support/test';
import { refuseInsertsNamed, rowWhere } from './support/db';
import { unique } from './support/admin';
import { fillStepOne, fillStepTwo, serviceSelect } from './support/booking';

test.describe('booking page', () => {
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
});
