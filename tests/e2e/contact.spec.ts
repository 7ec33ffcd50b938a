import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { refuseInsertsNamed, rowWhere } from './support/db';
import { unique } from './support/admin';
import { type ContactRow, countByName, fillMessage, form } from './support/contact';

test.describe('contact page', () => {
  test('shows the phone, email and office address cards', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+91 98610 45678' })).toHaveAttribute(
      'href',
      'tel:+919861045678',
    );
    await expect(main.getByRole('link', { name: 'support@moveeasepackers.in' })).toHaveAttribute(
      'href',
      'mailto:support@moveeasepackers.in',
    );
    await expect(main.getByText('Plot 112, Saheed Nagar')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  });

  test('a message ends with its row in the database, and the success screen gives way to an empty form after 3 s', async ({
    page,
  }) => {
    const name = unique('Asha Patnaik');
    await page.goto('/contact');
    await fillMessage(page, name);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const heading = page.getByRole('heading', { name: 'Message Sent!' });
    await expect(heading).toBeVisible();
    const shownAt = Date.now();
    await expect(heading).toBeFocused();
    const reference = (await page.getByTestId('contact-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^CT-[2-9A-HJKMNP-Z]{6}$/);
    expect(
      rowWhere<ContactRow>('select * from contact_messages where reference = ?', reference),
    ).toMatchObject({
      name,
      email: 'writer@example.in',
      message: 'Do you pack glass cabinets?',
      status: 'new',
    });

    const nameField = form(page).getByLabel('Your name');
    await expect(nameField).toBeVisible({ timeout: 9_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(2_500);
    // The 3 s timer fires late on a loaded machine (the pop-up's 0.3 s one by 1 s in CI); this
    // bound tells "about 3 s" from a success screen that stays.
    expect(shownFor).toBeLessThan(7_000);
    await expect(nameField).toHaveValue('');
    await expect(nameField).toBeFocused();
    await expect(form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: reference })).toBeVisible();
  });

  test('Send Another Message returns at once to an empty form', async ({ page }) => {
    await page.goto('/contact');
    await fillMessage(page, unique('Another'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form(page).getByLabel('Your name')).toHaveValue('');
    await expect(form(page).getByLabel('Your name')).toBeFocused();
  });

  test('shows Sending... for as long as the request really takes', async ({ page }) => {
    const name = unique('Slow Line');
    await page.goto('/contact');
    await fillMessage(page, name);
    // A slow mobile network: the request reaches the server only when the test lets it go,
    // 1.5 s after the form said Sending... (a fixed delay raced the form's own start-up work).
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const sending = form(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await page.waitForTimeout(1_500);
    await expect(sending).toBeVisible();
    expect(countByName(name)).toBe(0);
    letThrough();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(countByName(name)).toBe(1);
  });

  test('when the store fails the alert says so, every field keeps its value, and a retry stores one row', async ({
    page,
  }) => {
    const name = unique('Refused Row');
    await page.goto('/contact');
    await fillMessage(page, name, 'refused@example.in');
    const allow = refuseInsertsNamed('contact_messages', name);
    try {
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your message could not be sent.' }),
      ).toBeVisible();
    } finally {
      allow();
    }
    expect(countByName(name)).toBe(0);
    await expect(form(page).getByLabel('Your name')).toHaveValue(name);
    await expect(form(page).getByLabel('Email address')).toHaveValue('refused@example.in');
    await expect(form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Do you pack glass cabinets?',
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(countByName(name)).toBe(1);
  });

  test('when the connection drops the alert says so and every field keeps its value', async ({
    page,
  }) => {
    const name = unique('Dropped Line');
    await page.goto('/contact');
    await fillMessage(page, name);
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your message could not be sent.' }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Your name')).toHaveValue(name);
    await expect(form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Do you pack glass cabinets?',
    );
    await page.unroute('**/contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(countByName(name)).toBe(1);
  });

  test('missing fields are named, the first is focused, and nothing is stored', async ({
    page,
  }) => {
    const name = unique('No Email');
    await page.goto('/contact');
    await form(page).getByLabel('Your name').fill(name);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }),
    ).toBeVisible();
    const email = form(page).getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please write a message.')).toBeVisible();
    expect(countByName(name)).toBe(0);
  });

  test('works by keyboard alone', async ({ page }) => {
    const name = unique('Keyboard Writer');
    await page.goto('/contact');
    await form(page).getByLabel('Your name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('98610 45678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse.');
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Track this request CT-/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form(page).getByLabel('Your name')).toBeFocused();
    expect(
      rowWhere<ContactRow>('select * from contact_messages where name = ?', name),
    ).toMatchObject({ message: 'Typed without a mouse.', phone: '+919861045678' });
  });

  test('past the rate limit the form says so kindly, keeps the values and stores nothing', async ({
    page,
  }) => {
    await page.goto('/contact');
    // This test's own client address uses up the default limit (10 per 10 minutes) first.
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post('/api/contact', {
        data: { name: unique('Flood'), email: 'flood@example.in', message: 'Again' },
      });
      expect(response.status()).toBe(201);
    }
    const name = unique('Eleventh');
    await fillMessage(page, name);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          /You have sent several requests in the last few minutes\. Please try again in 10 minutes, or call us on \+91 98610 45678\./,
      }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Your name')).toHaveValue(name);
    expect(countByName(name)).toBe(0);
  });

  test('has no axe violations at desktop and phone width, nor on the success screen', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await expect(form(page).getByLabel('Your name')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
    await fillMessage(page, unique('Axe'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
