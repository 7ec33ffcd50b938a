import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { rowWhere } from './support/db';
import { formTakenOver } from './support/forms';
import { watchScripts } from './support/watch-scripts';
import { aboutPage } from '../../src/content/about';
import { footer as footerText } from '../../src/content/footer';
import { newsletterForm } from '../../src/features/leads/content/newsletter';
import { unique } from './support/slug-unique';

/* The newsletter box in the footer of every page. */

interface SubscriberRow {
  reference: string;
  email: string;
  status: string;
}

const footer = (page: Page) => page.getByRole('contentinfo');

const takenOver = (page: Page) => formTakenOver(footer(page).locator('form'));

async function subscribe(page: Page, email: string, { script = true } = {}) {
  await footer(page).getByLabel('Email for our newsletter').fill(email);
  // Filling the field reaches the box, which fetches its code; send once that has taken over.
  if (script) await takenOver(page);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
}

/** Every page error and console error: a failed hydration shows up here. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** /about at rest (its scripts in, the network quiet), its scripts and errors watched from the start. */
async function openAboutWatched(page: Page) {
  const scripts = watchScripts(page, newsletterForm.label);
  const errors = watchErrors(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  return { scripts, errors };
}

test.describe('newsletter box in the footer', () => {
  test('subscribing stores the address once; subscribing again is answered like the first time and adds no row', async ({
    page,
  }) => {
    const email = `${unique('reader')}@example.in`;
    await page.goto('/contact');
    await subscribe(page, email);
    const confirmation = footer(page).getByRole('status');
    await expect(confirmation).toHaveText(
      `Thank you for subscribing! Our newsletter will come to ${email}.`,
    );
    await expect(footer(page).getByLabel('Email for our newsletter')).toHaveCount(0);
    await expect(confirmation).toBeFocused();
    const row = rowWhere<SubscriberRow>(
      'select * from newsletter_subscribers where email = ?',
      email,
    );
    expect(row).toMatchObject({ email, status: 'new' });
    expect(row?.reference).toMatch(/^NL-/);

    await page.goto('/contact');
    // A repeat is answered like a new sign-up: the page must not tell who is on the list.
    await subscribe(page, email.toUpperCase());
    await expect(footer(page).getByRole('status')).toHaveText(
      `Thank you for subscribing! Our newsletter will come to ${email}.`,
    );
    expect(
      rowWhere<{ n: number }>(
        'select count(*) as n from newsletter_subscribers where email = ?',
        email,
      )?.n,
    ).toBe(1);
  });

  test('a malformed address is named, focused, and not stored', async ({ page }) => {
    await page.goto('/contact');
    await subscribe(page, 'reader@');
    const field = footer(page).getByLabel('Email for our newsletter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(footer(page).getByText('Please enter a valid email address')).toBeVisible();
    expect(
      rowWhere('select 1 from newsletter_subscribers where email = ?', 'reader@'),
    ).toBeUndefined();
  });
});

test.describe('newsletter box: its code loads only when needed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page whose footer is off-screen does not fetch it; scrolling there does, and the box signs up', async ({
    page,
  }) => {
    const { scripts, errors } = await openAboutWatched(page);
    // The page has hydrated (its scripts are in) without the box's code.
    expect(scripts.scripts.length).toBeGreaterThan(3);
    await page.waitForTimeout(500);
    expect(scripts.marked).toEqual([]);
    await expect(footer(page).locator('form')).not.toHaveAttribute('novalidate');

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer(page)
      .getByRole('region', { name: footerText.newsletter.heading })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.marked.length).toBe(1);
    await takenOver(page);
    expect((await new AxeBuilder({ page }).include('#site-footer').analyze()).violations).toEqual(
      [],
    );

    const email = `${unique('scrolled-reader')}@example.in`;
    await footer(page).getByLabel(newsletterForm.label).fill(email);
    await footer(page).getByRole('button', { name: newsletterForm.buttons.subscribe }).click();
    await expect(footer(page).getByRole('status')).toHaveText(newsletterForm.subscribed(email));
    // Answered by the box's code, not by a plain form post (which would load a new document).
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(rowWhere('select 1 from newsletter_subscribers where email = ?', email)).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('an address typed before the code arrives is kept when the code takes over', async ({
    page,
  }) => {
    const { scripts, errors } = await openAboutWatched(page);
    // From now on, every script waits until released: the box's code arrives late.
    const held: Request[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      held.push(route.request());
      await released;
      await route.continue();
    });

    const email = `${unique('early-typist')}@example.in`;
    const field = footer(page).getByLabel(newsletterForm.label);
    await field.click();
    await page.keyboard.type(email);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(footer(page).locator('form')).not.toHaveAttribute('novalidate');
    await expect(field).toHaveValue(email);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    release();
    await expect.poll(() => scripts.marked.length).toBe(1);
    await takenOver(page);
    await expect(field).toHaveValue(email);
    await expect(field).toBeFocused();
    // Nothing typed after the takeover: the form sends what was typed before it.
    await footer(page).getByRole('button', { name: newsletterForm.buttons.subscribe }).click();
    await expect(footer(page).getByRole('status')).toHaveText(newsletterForm.subscribed(email));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('following a link before the box is reached still navigates, and the box then works', async ({
    page,
  }) => {
    const { errors } = await openAboutWatched(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A click without scrolling there first: a client-side navigation, the box still untouched.
    await footer(page)
      .getByRole('link', {
        name: footerText.quickLinks.links.find((l) => l.href === '/services')!.label,
      })
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    const email = `${unique('after-navigation')}@example.in`;
    await subscribe(page, email);
    await expect(footer(page).getByRole('status')).toHaveText(newsletterForm.subscribed(email));
    expect(errors).toEqual([]);
  });

  test('entering the public frame from the staff area loads a new document, so the box comes as server HTML and signs up', async ({
    page,
  }) => {
    const scripts = watchScripts(page, newsletterForm.label);
    const errors = watchErrors(page);
    await page.goto('/admin/sign-in');
    await page.waitForLoadState('networkidle');
    expect(scripts.marked).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The staff area and the public site have their own root layouts (each its own <html lang>,
    // issue 49), so Next crosses between them with a full load, even when its router is asked
    // for a client-side move: the footer and its box are then drawn by the server.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/about',
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: aboutPage.title })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);

    const email = `${unique('staff-to-public')}@example.in`;
    await subscribe(page, email);
    await expect(footer(page).getByRole('status')).toHaveText(newsletterForm.subscribed(email));
    expect(rowWhere('select 1 from newsletter_subscribers where email = ?', email)).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

test('on the 404 page, the box is there and works', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = `${unique('lost-reader')}@example.in`;
  await subscribe(page, email);
  await expect(footer(page).getByRole('status')).toHaveText(newsletterForm.subscribed(email));
});

test.describe('newsletter box without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the server and the confirmation replaces the box', async ({ page }) => {
    const email = `${unique('noscript-reader')}@example.in`;
    await page.goto('/contact');
    await subscribe(page, email, { script: false });
    await expect(footer(page).getByRole('status')).toContainText('Thank you for subscribing!');
    expect(rowWhere('select 1 from newsletter_subscribers where email = ?', email)).toBeTruthy();
  });
});
