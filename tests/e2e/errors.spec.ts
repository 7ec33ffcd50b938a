import type { Page } from '@playwright/test';
import { errorPages } from '@/content/errors';
import { site } from '@/content/site';
import { signIn } from './support/admin';
import { noAxeViolations, screenshots } from './support/look';
import { expect, test } from './support/test';

// The probe pages exist only in the browser tests' build (`page.e2e.tsx`, next.config.ts) and
// throw while this cookie is set (src/app/e2e-global-error/throw-when-asked.tsx).
const THROW_COOKIE = 'e2e-throw';

async function throwFromNowOn(page: Page, on: boolean) {
  if (on) {
    const url = test.info().project.use.baseURL ?? '';
    await page.context().addCookies([{ name: THROW_COOKIE, value: '1', url }]);
  } else {
    await page.context().clearCookies({ name: THROW_COOKIE });
  }
}

async function expectBrandedError(page: Page, text: (typeof errorPages)[keyof typeof errorPages]) {
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page).toHaveTitle(text.title);
  const phone = page.getByRole('link', { name: text.call });
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.tel}`);
  await expect(page.getByRole('link', { name: text.back.label })).toHaveAttribute(
    'href',
    text.back.href,
  );
}

const screenshot = screenshots('screenshots');

async function expectNoAxeViolations(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page, `error page ${name} at ${width} px`);
    await screenshot(page, `error-${name}`);
  }
}

test.describe('error pages', () => {
  test('a public page that fails shows the branded page; "Try again" fetches it anew, the link goes home', async ({
    page,
  }) => {
    await throwFromNowOn(page, true);
    const response = await page.goto('/e2e-error');
    expect(response?.status()).toBe(500);
    await expectBrandedError(page, errorPages.public);
    // Inside the public frame: the site's own header and footer are still there.
    await expect(page.locator('#site-footer')).toBeVisible();
    await expectNoAxeViolations(page, 'public');

    await throwFromNowOn(page, false);
    await page.getByRole('button', { name: errorPages.public.retry }).click();
    await expect(page.getByTestId('e2e-probe')).toHaveText('public probe rendered');

    await throwFromNowOn(page, true);
    await page.goto('/e2e-error');
    await page.getByRole('link', { name: errorPages.public.back.label }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(errorPages.public.heading);
  });

  test('a staff page that fails shows the staff error page with the way back to the dashboard', async ({
    page,
  }) => {
    await signIn(page);
    await throwFromNowOn(page, true);
    const response = await page.goto('/admin/e2e-error');
    expect(response?.status()).toBe(500);
    await expectBrandedError(page, errorPages.staff);
    // The digest matches the line the server logged.
    await expect(page.getByText(errorPages.staff.reference)).toContainText(/\d+/);
    await expectNoAxeViolations(page, 'staff');

    await throwFromNowOn(page, false);
    await page.getByRole('button', { name: errorPages.staff.retry }).click();
    await expect(page.getByTestId('e2e-probe')).toHaveText('staff probe rendered');

    await throwFromNowOn(page, true);
    await page.goto('/admin/e2e-error');
    await page.getByRole('link', { name: errorPages.staff.back.label }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  });

  test('a failure outside both areas shows global-error: its own document, styled, with the phone', async ({
    page,
  }) => {
    await throwFromNowOn(page, true);
    const response = await page.goto('/e2e-global-error');
    expect(response?.status()).toBe(500);
    await expectBrandedError(page, errorPages.public);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // Its own stylesheet (global-error.css) reached it although the root layout did not
    // render: the bar and the button in the brand's colours, not the browser's white and grey.
    const retry = page.getByRole('button', { name: errorPages.public.retry });
    expect(await retry.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgb(239, 239, 239)',
    );
    expect(
      await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(15, 34, 87)');
    // Neither the browser's own h1 (32 px) nor Tailwind's reset without the notice's size (16).
    const headingSize = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect([16, 32]).not.toContain(headingSize);
    await expectNoAxeViolations(page, 'global');

    await throwFromNowOn(page, false);
    await retry.click();
    await expect(page.getByTestId('e2e-probe')).toHaveText('global probe rendered');
  });
});
