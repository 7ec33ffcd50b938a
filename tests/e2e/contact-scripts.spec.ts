import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { unique } from './support/admin';
import { formTakenOver } from './support/forms';
import { watchScripts } from './support/watch-scripts';
import { contactForm } from '../../src/features/leads/content/contact';
import { type ContactRow, countByName, fillMessage, form } from './support/contact';

test.describe('contact form on the home page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its code is not among the first scripts; it comes as the form comes near, and the form sends', async ({
    page,
  }) => {
    const scripts = watchScripts(page, contactForm.buttons.send);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await scripts.read();
    expect(scripts.scripts.length).toBeGreaterThan(3);
    expect(scripts.marked).toEqual([]);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const homeForm = page.locator('#contact-form form');
    await homeForm.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.marked.length).toBe(1);
    await formTakenOver(homeForm);
    const name = unique('Home Page Writer');
    await homeForm.getByLabel('Your name').fill(name);
    await homeForm.getByLabel('Email address').fill('home@example.in');
    await homeForm
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('From the home page.');
    await homeForm.getByRole('button', { name: contactForm.buttons.send }).click();
    await expect(page.getByRole('heading', { name: contactForm.success.heading })).toBeVisible();
    // Answered by the form's code, not by a plain form post (which would load a new document).
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(
      rowWhere<ContactRow>('select * from contact_messages where name = ?', name),
    ).toMatchObject({ email: 'home@example.in', message: 'From the home page.', status: 'new' });
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server and shows the success screen with the reference', async ({
    page,
  }) => {
    const name = unique('No Script Writer');
    await page.goto('/contact');
    await fillMessage(page, name, 'noscript@example.in');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const reference = (await page.getByTestId('contact-reference').textContent())?.trim();
    expect(
      rowWhere<ContactRow>('select * from contact_messages where reference = ?', reference),
    ).toMatchObject({ name, email: 'noscript@example.in' });
    await page.getByRole('link', { name: 'Send Another Message' }).click();
    await expect(form(page).getByLabel('Your name')).toHaveValue('');
  });

  test('a rejected message comes back with the messages and the typed values', async ({ page }) => {
    const name = unique('No Script Bad Email');
    await page.goto('/contact');
    // The browser's own checks pass both; the server's do not.
    await fillMessage(page, name, 'writer@localhost');
    await form(page).getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please write a message.')).toBeVisible();
    await expect(form(page).getByLabel('Your name')).toHaveValue(name);
    await expect(form(page).getByLabel('Email address')).toHaveValue('writer@localhost');
    await expect(form(page).getByLabel('Email address')).toBeFocused();
    expect(countByName(name)).toBe(0);
  });
});
