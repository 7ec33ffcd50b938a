import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithScriptsHeld } from './support/held-scripts';
import { bookingPage } from '../../src/features/leads/content/booking';
import { frameText, mainNav } from '../../src/content/nav';
import { site } from '../../src/content/site';
import { desktop, phone } from './support/viewports';

test.describe('Services dropdown', () => {
  test.use({ viewport: desktop });
  const trigger = (page: Page) => page.getByRole('button', { name: mainNav.services.label });
  const firstItem = (page: Page) =>
    page
      .getByRole('banner')
      .getByRole('link', { name: mainNav.services.items[0]!.label, exact: true });

  test('opens on hover with the six links and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/welcome');
    await expect(firstItem(page)).toBeHidden();
    await trigger(page).hover();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    for (const item of mainNav.services.items) {
      await expect(
        page.getByRole('navigation', { name: frameText.mainNavLabel }).getByRole('link', {
          name: item.label,
          exact: true,
        }),
      ).toHaveAttribute('href', item.href);
    }
    await page.mouse.move(640, 700);
    await expect(firstItem(page)).toBeHidden();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click keeps it open after hovering and a second click closes it', async ({ page }) => {
    await page.goto('/welcome');
    await trigger(page).click();
    await expect(firstItem(page)).toBeVisible();
    await trigger(page).click();
    await expect(firstItem(page)).toBeHidden();
  });

  test('Enter opens it, Tab walks into it, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/welcome');
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(firstItem(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstItem(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus leaves it or on a click elsewhere', async ({ page }) => {
    await page.goto('/welcome');
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < mainNav.services.items.length + 1; i++) await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: mainNav.after[0].label, exact: true }),
    ).toBeFocused();
    await expect(firstItem(page)).toBeHidden();
    await trigger(page).click();
    await expect(firstItem(page)).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(firstItem(page)).toBeHidden();
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: phone });
  const openButton = (page: Page) => page.getByRole('button', { name: frameText.openMenu });
  const menu = (page: Page) => page.getByRole('dialog', { name: frameText.menuTitle });

  /** Where focus is: in the menu, on its button, on the page behind, or off the page. */
  const focusIn = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (document.getElementById('mobile-menu')!.contains(active)) return 'menu';
      if (active?.getAttribute('aria-controls') === 'mobile-menu') return 'button';
      return active === document.body || active === null ? 'browser' : 'page';
    });

  test('opens from its button with focus inside; Tab reaches every control of it', async ({
    page,
  }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('navigation', { name: frameText.mainNavLabel })).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
    const controls = menu(page).locator('a[href], button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(mainNav.services.items.length + mainNav.after.length);
    await expect(controls.first()).toBeFocused();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(controls.nth(i)).toBeFocused();
    }
  });

  // The menu is not modal (a popover; docs/architecture.md says why). What must hold instead:
  // focus is never on the page behind while the menu is open, because leaving it closes it.
  test('closes when focus leaves it for the page behind, either way', async ({ page }) => {
    await page.goto('/welcome');
    await openButton(page).click();
    const count = await menu(page).locator('a[href], button').count();
    for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
    expect(await focusIn(page)).toBe('menu');
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    expect(await focusIn(page)).toBe('page');
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Backwards, Shift+Tab from the first control reaches the menu's own button first: still
    // part of the menu, so it stays open; one more and focus is on the page, and it closes.
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIn(page)).toBe('button');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page)).toBeHidden();
    expect(await focusIn(page)).toBe('page');
  });

  test('holds the page behind still while open', async ({ page }) => {
    await page.goto('/welcome');
    const html = page.locator('html');
    await expect(html).not.toHaveCSS('overflow', 'hidden');
    await openButton(page).click();
    await expect(html).toHaveCSS('overflow', 'hidden');
    await menu(page).getByRole('button', { name: frameText.closeMenu }).click();
    await expect(menu(page)).toBeHidden();
    await expect(html).not.toHaveCSS('overflow', 'hidden');
    await expect(openButton(page)).toBeFocused();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/welcome');
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside the panel', async ({ page }) => {
    await page.goto('/welcome');
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    const panel = await menu(page).boundingBox();
    expect(panel!.x).toBeGreaterThan(20);
    await page.mouse.click(10, 400);
    await expect(menu(page)).toBeHidden();
  });

  test('opened before the scripts have run, stays open when they run', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/welcome');
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    release();
    // The island writes aria-expanded once it runs, in the same pass as its route-change check.
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto('/welcome');
    await openButton(page).click();
    await menu(page).getByRole('link', { name: mainNav.after[0].label }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingPage.title);
  });

  test("closes on a tap on the current page's own link, where the route does not change", async ({
    page,
  }) => {
    await page.goto('/booking');
    await openButton(page).click();
    await menu(page).getByRole('link', { name: mainNav.after[0].label, exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('marks the current page', async ({ page }) => {
    await page.goto('/booking');
    await openButton(page).click();
    await expect(
      menu(page).getByRole('link', { name: mainNav.after[0].label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto('/booking');
    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    // The slide-in is over, so axe reads the colours of the panel, not of its way in.
    await expect.poll(() => menu(page).evaluate((dialog) => dialog.getAnimations().length)).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('has the call button', async ({ page }) => {
    await page.goto('/welcome');
    await openButton(page).click();
    await expect(
      menu(page).getByRole('link', { name: new RegExp(frameText.callButton) }),
    ).toHaveAttribute('href', `tel:${site.phone.tel}`);
  });
});
