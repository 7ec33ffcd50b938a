import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookThroughTheForm, inDays, unique } from './support/admin';
import { settlePage } from './support/settle';
import { expect, test } from './support/test';

const result = (page: Page) => page.getByRole('region', { name: /^Reference / });

async function lookUp(page: Page, reference: string, contact: string) {
  const form = page.getByRole('region', { name: /Look up/ });
  await form.getByLabel('Reference').fill(reference);
  await form.getByLabel('Phone number or email').fill(contact);
  await form.getByRole('button', { name: 'Show my request' }).click();
}

/** axe needs JavaScript in the page: the no-script views are checked in a scripted page. */
async function expectNoAxeViolations(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settlePage(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, `axe at ${width} px`).toEqual([]);
  }
}

test.describe('tracking a request', () => {
  test('from the booking success screen to the tracking page, which shows it received', async ({
    page,
  }) => {
    const reference = await bookThroughTheForm(page, unique('Anil Rout'), 'anil@example.in');
    const link = page.getByRole('link', { name: `Track this request ${reference}` });
    await expect(link).toHaveAttribute('href', `/track?reference=${reference}`);
    await link.click();
    await expect(page).toHaveURL(`/track?reference=${reference}`);
    await expect(page.getByLabel('Reference')).toHaveValue(reference);

    // The phone was typed "98610 45678" in the form; any accepted form finds it.
    await lookUp(page, reference, '+91 98610-45678');
    const found = result(page);
    await expect(found).toBeVisible();
    await expect(found.getByTestId('track-status')).toHaveText('Status now: Received');
    await expect(found).toContainText('Car Shifting');
    await expect(found.getByRole('listitem').filter({ hasText: 'Received' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(found.getByText('Not yet')).toHaveCount(3);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test('the contact form’s success screen links to the tracking page too', async ({ page }) => {
    test.setTimeout(90_000); // four axe runs
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Your name').fill(unique('Sunita'));
    await form.getByLabel('Email address').fill('Sunita@Example.in');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you move pianos?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const reference = (await page.getByTestId('contact-reference').textContent())!.trim();
    await page
      .getByRole('link', { name: `Track this request ${reference}` })
      .first()
      .click();
    await lookUp(page, reference, 'sunita@EXAMPLE.in');
    await expect(result(page)).toContainText('Message to us');

    await lookUp(page, reference, '98610 45678');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'We could not find that request',
    );
    await expectNoAxeViolations(page);
    await lookUp(page, 'CT-', 'nobody');
    await expect(page.getByLabel('Reference')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('tracking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same look-up works as a plain form, and a wrong contact is not found', async ({
    page,
    request,
  }) => {
    const response = await request.post('/api/bookings', {
      data: {
        name: unique('Kiran Das'),
        email: 'Kiran@Example.in',
        phone: '0674 254 1234',
        service: 'household-shifting',
        date: inDays(20),
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    await page.goto('/track');
    await lookUp(page, reference, 'kiran@example.IN');
    await expect(page).toHaveURL(/\/track\?reference=.*&contact=.*#track-answer$/);
    await expect(result(page).getByTestId('track-status')).toHaveText('Status now: Received');
    await expect(page.getByRole('region', { name: 'Look up another request' })).toBeVisible();

    await lookUp(page, reference, 'someone.else@example.in');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'We could not find that request',
    );
    await expect(result(page)).toHaveCount(0);
    await lookUp(page, 'BK-2222ZZ', 'kiran@example.in');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'We could not find that request',
    );

    await lookUp(page, 'not a reference', 'call me');
    await expect(page.getByText('A reference looks like BK-7Q2M9X')).toBeVisible();
    await expect(page.getByLabel('Phone number or email')).toHaveAttribute('aria-invalid', 'true');
  });
});
