import { estimatePage } from '../../src/features/estimate/content/estimate';
import { inDays, unique } from './support/admin';
import { rowWhere } from './support/db';
import { formTakenOver } from './support/forms';
import { expect, test } from './support/test';
import { openWithScriptsHeld } from './support/held-scripts';
import { bookingStepOne } from './support/booking';

test.describe('what a visitor types before the scripts run is what is sent', () => {
  test('booking: pickup and drop held by their controls when the scripts run are kept and stored', async ({
    page,
  }) => {
    // Step 2 shows only once the scripts run; here it is shown by hand while they are held,
    // so its new controls hold typed values at hydration exactly as step 1's do.
    const name = unique('Early Places');
    const release = await openWithScriptsHeld(page, '/booking');
    const form = page.locator('#booking-form');
    await bookingStepOne(form, name);
    await page.locator('#booking-panel-1').evaluate((panel) => panel.classList.remove('hidden'));
    await form.getByLabel('Pickup city').fill('Cuttack');
    await form.getByLabel('Pickup area or locality').fill('Buxi Bazar');
    await form.getByLabel('Drop city').fill('Pune');
    await form.getByLabel('Drop address').fill('Flat 4B, Lane 7, Kothrud');
    release();
    await formTakenOver(form);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('combobox', { name: /^Service/ }).selectOption({ label: 'Car Shifting' });
    await form.getByLabel('Preferred moving date').fill(inDays(9));
    await expect(form.getByLabel('Pickup area or locality')).toHaveValue('Buxi Bazar');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
    expect(rowWhere('select * from bookings where name = ?', name)).toMatchObject({
      pickup_city: 'Cuttack',
      pickup_area: 'Buxi Bazar',
      pickup_address: null,
      drop_city: 'Pune',
      drop_area: null,
      drop_address: 'Flat 4B, Lane 7, Kothrud',
    });
  });

  test('booking: typed early with a mistake, the mistake is named and the rest kept', async ({
    page,
  }) => {
    const name = unique('Early Mistake');
    const release = await openWithScriptsHeld(page, '/booking');
    const form = page.locator('#booking-form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email address').fill('early@');
    await form.getByLabel('Phone number').fill('98610 45678');
    release();
    await formTakenOver(form);
    // Continue checks the step: the early mistake is named on its own step, the rest kept.
    await form.getByRole('button', { name: 'Continue' }).click();
    const email = form.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full name')).toHaveValue(name);
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await email.fill('early@example.in');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('combobox', { name: /^Service/ }).selectOption({ label: 'Car Shifting' });
    await form.getByLabel('Preferred moving date').fill(inDays(9));
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
    expect(rowWhere('select * from bookings where name = ?', name)).toMatchObject({
      name,
      email: 'early@example.in',
      phone: '+919861045678',
    });
  });

  test('newsletter: an address typed early is the one subscribed', async ({ page }) => {
    const email = `early-${Date.now().toString(36)}@example.in`;
    const release = await openWithScriptsHeld(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email for our newsletter').fill(email);
    release();
    await formTakenOver(footer.locator('form'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('Thank you for subscribing!');
    expect(
      rowWhere('select 1 as found from newsletter_subscribers where email = ?', email),
    ).toEqual({ found: 1 });
  });

  test('estimate: choices made early give the estimate and the booking link', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/estimate');
    await page.getByLabel('Home size').selectOption({ label: '1 BHK' });
    await page.getByLabel('Moving from').selectOption({ label: 'Bhubaneswar' });
    await page.getByLabel('Moving to').selectOption({ label: 'Kolkata' });
    await page.getByLabel('Floor at pick-up').fill('3');
    release();
    // Shown once the calculator's code runs: from then on the send is the calculator's, not a GET.
    await expect(page.getByText(estimatePage.submitHint)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: estimatePage.submit }).click();
    await expect(page).toHaveURL(/size=1bhk/);
    await expect(page).toHaveURL(/from=bhubaneswar&to=kolkata/);
    await expect(page).toHaveURL(/floorFrom=3/);
    await expect(page.getByRole('link', { name: 'Book at this price' })).toHaveAttribute(
      'href',
      /size=1bhk/,
    );
  });
});
