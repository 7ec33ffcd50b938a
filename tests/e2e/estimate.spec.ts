import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { layoutShiftSoFar } from './support/layout-shift';

const totalOf = async (page: Page) =>
  Number((await page.getByTestId('estimate-total').innerText()).replace(/[^\d]/g, ''));

const result = (page: Page) => page.getByRole('region', { name: 'Your estimate' });

/** Seats are hidden for a home and shown once the size is an office; returns the field. */
async function seatsShownForAnOffice(page: Page) {
  const seats = page.getByLabel('Office seats (desks)');
  await expect(seats).toBeHidden();
  await page.getByLabel('Home size').selectOption({ label: 'Office' });
  await expect(seats).toBeVisible();
  return seats;
}

test.describe('estimate page', () => {
  test('answers as the visitor changes the form, and the address follows', async ({ page }) => {
    await page.goto('/estimate');
    await expect(result(page)).toContainText('Fill in the size of your move');
    await page.getByLabel('Moving from').selectOption({ label: 'Mumbai' });
    await page.getByLabel('Moving to').selectOption({ label: 'Pune' });
    await expect(page.getByTestId('estimate-total')).toHaveText('₹11,800');
    await expect(result(page)).toContainText('Road distance Mumbai to Pune: about 150 km');
    await expect(page).toHaveURL(/from=mumbai&to=pune/);

    const before = await totalOf(page);
    await page.getByLabel('Floor at pick-up').fill('4');
    await page.getByLabel('Floor at pick-up').blur();
    await expect(result(page)).toContainText('Stairs at pick-up: 4 floors without a lift');
    expect(await totalOf(page)).toBeGreaterThan(before);

    // A car's type appears only once a car is on the list.
    await expect(page.getByLabel('Car type')).toHaveCount(0);
    await page.getByLabel('Cars', { exact: true }).fill('1');
    await page.getByLabel('Cars', { exact: true }).blur();
    await expect(page.getByLabel('Car type')).toBeVisible();
    await expect(result(page)).toContainText('Car transport on a closed carrier: 1 × Sedan');

    await page.getByLabel('Moving to').selectOption({ label: 'Another place (give the km)' });
    await expect(result(page)).toContainText('Please correct the highlighted fields');
    await expect(page.getByText('Choose both cities')).toBeVisible();
    await page.getByLabel('Road distance in km').fill('640');
    await page.getByLabel('Road distance in km').blur();
    await expect(result(page)).toContainText('Road distance as you gave it: 640 km.');
  });

  test('hydration moves nothing on a phone, and seats show for an office only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/estimate');
    // The hint is rendered by the hydrated form only: after it, the page is in its final shape.
    await expect(page.getByText('The estimate updates as you change the form.')).toBeVisible();
    const shifts = await layoutShiftSoFar(page);
    expect(shifts).toBeLessThan(0.001);

    const seats = await seatsShownForAnOffice(page);
    await seats.fill('12');
    await page.getByLabel('Moving from').selectOption({ label: 'Pune' });
    await page.getByLabel('Moving to').selectOption({ label: 'Pune' });
    await expect(result(page)).toContainText('office of 12 seats');
    await expect(page).toHaveURL(/size=office&seats=12/);
    await page.getByLabel('Home size').selectOption({ label: '2 BHK' });
    await expect(seats).toBeHidden();
    await expect(page).toHaveURL(/size=2bhk/);
    await expect(page).not.toHaveURL(/seats=/);
  });

  test('every listed entry point links to it', async ({ page }) => {
    for (const path of [
      '/',
      '/pricing',
      '/services/quotation',
      '/services/householdshifting',
      '/services/carshifting',
      '/services/bikeshifting',
    ]) {
      await page.goto(path);
      await expect(page.locator(`main a[href^="/estimate"]`).first(), path).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Estimate' }),
    ).toHaveAttribute('href', '/estimate');
  });

  test('has no axe violations at phone and desktop width, with an answer shown', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        '/estimate?size=3bhk&from=delhi&to=jaipur&floorFrom=2&cars=1&declaredValue=500000',
      );
      await expect(page.getByTestId('estimate-total')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
  });
});

test.describe('estimate page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form is answered by the server, and bad input gets a message', async ({ page }) => {
    await page.goto('/estimate');
    await page.getByLabel('Home size').selectOption({ label: '1 BHK' });
    await page.getByLabel('Moving from').selectOption({ label: 'Bhubaneswar' });
    await page.getByLabel('Moving to').selectOption({ label: 'Kolkata' });
    // Seats follow the size select through CSS alone.
    const seats = await seatsShownForAnOffice(page);
    await seats.fill('0');
    await page.getByLabel('Home size').selectOption({ label: '1 BHK' });
    await expect(seats).toBeHidden();
    // The hidden field's value (invalid, and for a home) neither blocks the answer nor travels
    // on in the links (the browser's own GET still sends it; the server ignores it).
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page).toHaveURL(/size=1bhk/);
    await expect(result(page)).toContainText('Road distance Bhubaneswar to Kolkata: about 460 km');
    const book = page.getByRole('link', { name: 'Book at this price' });
    await expect(book).toHaveAttribute(
      'href',
      /^\/booking\?service=household-shifting&size=1bhk&from=bhubaneswar&to=kolkata/,
    );
    await expect(book).not.toHaveAttribute('href', /seats=/);

    await page.getByLabel('Floor at delivery').fill('99');
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page.getByLabel('Floor at delivery')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Give the floor as a whole number from 0 (ground) to 60.'),
    ).toBeVisible();
    await expect(page.getByLabel('Floor at delivery')).toHaveValue('99');
  });
});
