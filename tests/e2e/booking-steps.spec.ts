import { expect, POSTGRES, test } from './support/test';
import { rowWhere } from './support/db';
import { validationMessages } from '../../src/content/validation';
import { inDays, unique } from './support/admin';
import {
  type BookingRow,
  fillStepOne,
  fillStepTwo,
  focusWhenShown,
  serviceSelect,
} from './support/booking';

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
});
