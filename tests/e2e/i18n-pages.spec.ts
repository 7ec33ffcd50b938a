import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { rowWhere } from './support/db';
import { inDays, unique } from './support/admin';
import { bookingPage as hiBooking } from '../../src/features/leads/content/booking.hi';
import { languageNames } from '../../src/content/language-names';
import { hero as hiHero } from '../../src/content/home.hi';
import * as hiNotFound from '../../src/content/not-found.hi';
import * as orNotFound from '../../src/content/not-found.or';
import { site as hiSite } from '../../src/content/site.hi';
import { site as orSite } from '../../src/content/site.or';

// The Hindi and Odia pages (issue 49): a phone's journey through the language switch, the
// addresses each page names for its other languages, axe, a booking without JavaScript, and
// the share of each page's letters in its script. Screenshots for a person to look at.
const shoot = screenshots('test-results/i18n-pages');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const scripts = {
  hi: { lang: 'hi-IN', letters: /[\u0900-\u097F]/u },
  or: { lang: 'or-IN', letters: /[\u0B00-\u0B7F]/u },
} as const;
const notFound = {
  hi: { ...hiNotFound.notFoundPage, siteName: hiSite.name },
  or: { ...orNotFound.notFoundPage, siteName: orSite.name },
} as const;

/** The words of a page as served: the body without scripts, styles and markup. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** The share of the letters (with the vowel signs, which are marks) written in `script`. */
function shareInScript(text: string, script: RegExp): number {
  const letters = [...text].filter((char) => /[\p{L}\p{M}]/u.test(char));
  return letters.filter((char) => script.test(char)).length / letters.length;
}

/**
 * More than 60 % of the page's letters are in its script, and none in the other language's: that
 * one's name is a picture (LanguageName.tsx), so the browser loads no face for its script.
 */
function expectInItsScript(html: string, locale: 'hi' | 'or', url: string) {
  const text = bodyText(html);
  const share = shareInScript(text, scripts[locale].letters);
  expect(share, `${url}: ${(share * 100).toFixed(0)} % in its script`).toBeGreaterThan(0.6);
  const other = scripts[locale === 'hi' ? 'or' : 'hi'].letters;
  expect(shareInScript(text, other), `${url}: no text in the other script`).toBe(0);
}

async function openMenu(page: Page) {
  // The header's menu button (the panel's close button names the same popover, later).
  await page.locator('button[popovertarget="mobile-menu"]').first().click();
}

test.describe('Hindi and Odia pages', () => {
  test('more than 60 % of each page is in its script, with lang and hreflang both ways', async ({
    request,
  }) => {
    for (const locale of ['hi', 'or'] as const) {
      for (const path of ['', '/booking', '/estimate', '/contact', '/track']) {
        const url = `/${locale}${path}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        // (Booleans: a failure names the page, not 300 KB of HTML.)
        expect(html.includes(`<html lang="${scripts[locale].lang}"`), `${url}: lang`).toBe(true);
        expectInItsScript(html, locale, url);
        for (const other of ['en', 'hi', 'or', 'x-default'])
          expect(html.includes(`hrefLang="${other}"`), `${url} names its ${other} version`).toBe(
            true,
          );
      }
    }
    const english = await (await request.get('/booking')).text();
    expect(english.includes('<html lang="en-IN"'), '/booking: lang').toBe(true);
    const englishText = bodyText(english);
    for (const locale of ['hi', 'or'] as const)
      expect(shareInScript(englishText, scripts[locale].letters), `/booking: no ${locale}`).toBe(0);
    expect(/hrefLang="hi" href="[^"]*\/hi\/booking"/.test(english), '/booking: hi').toBe(true);
    expect(/hrefLang="or" href="[^"]*\/or\/booking"/.test(english), '/booking: or').toBe(true);
  });

  test('on a phone the switch keeps the page', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/hi/booking');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await openMenu(page);
    await page.getByRole('dialog').getByRole('link', { name: languageNames.or }).click();
    await expect(page).toHaveURL(/\/or\/booking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'or-IN');
    await openMenu(page);
    await page.getByRole('dialog').getByRole('link', { name: languageNames.en }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // A page with no translation: the switch leads to that language's home.
    await page.goto('/about');
    await openMenu(page);
    await page.getByRole('dialog').getByRole('link', { name: languageNames.hi }).click();
    await expect(page).toHaveURL(/\/hi$/);
  });

  // The Hindi and Odia pages are the English templates in other words (routes.spec checks the
  // templates at both widths): each width meets each language and each template, and every page
  // meets axe once.
  for (const [size, urls] of [
    [phone, ['/hi', '/or/booking']],
    [desktop, ['/or', '/hi/booking']],
  ] as const) {
    test(`axe is clean at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const url of urls) {
        await page.goto(url);
        await noAxeViolations(page, `${url} at ${size.width} px`);
        await shoot(page, url.slice(1).replace('/', '-'));
      }
    });
  }

  // src/proxy.ts shows /hi/page-not-found (or /or/…) with status 404 for an address there that
  // names no page; Next alone would answer with the English global-not-found.
  test('an address naming no page is the 404 in its language, as served and with the scripts', async ({
    request,
    page,
  }) => {
    for (const locale of ['hi', 'or'] as const) {
      const text = notFound[locale];
      for (const path of ['/no-such-page', '/packers-and-movers/goa', '/services/x', '/blog']) {
        const url = `/${locale}${path}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(response.headers()['cache-control'], url).toMatch(/no-store/);
        // The HTML as served, read without JavaScript (booleans: a failure names the page).
        const html = await response.text();
        const has = (part: string, what: string) => expect(html.includes(part), `${url}: ${what}`);
        has(`<html lang="${scripts[locale].lang}"`, 'lang').toBe(true);
        has(`<title>${text.metaTitle} | ${text.siteName}</title>`, 'title').toBe(true);
        has('<meta name="robots" content="noindex"/>', 'noindex').toBe(true);
        has(`>${text.heading}</h1>`, 'heading').toBe(true);
        has(`href="/${locale}"`, 'a link home in its language').toBe(true);
        has(`href="/${locale}/services"`, 'a link to its services').toBe(true);
        expectInItsScript(html, locale, url);
      }
    }
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      for (const locale of ['hi', 'or'] as const) {
        await page.goto(`/${locale}/no-such-page`);
        await noAxeViolations(page, `/${locale}/no-such-page at ${size.width} px`);
        await shoot(page, `${locale}-404`);
      }
    }
    // Its links load their page (the router starts from this page, unlike the English 404).
    await page.goto('/hi/no-such-page');
    await page.getByRole('link', { name: notFound.hi.home.label }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiHero.heading);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a booking posted from /hi/booking is stored in Hindi and answered in Hindi', async ({
      page,
    }) => {
      const name = unique('हिंदी ग्राहक');
      await page.goto('/hi/booking');
      const form = page.locator('#booking-form');
      await expect(form.locator('input[name="language"]')).toHaveValue('hi');
      await form.locator('[name="name"]').fill(name);
      await form.locator('[name="email"]').fill('hindi@example.in');
      await form.locator('[name="phone"]').fill('98610 45678');
      await form.locator('[name="service"]').selectOption('car-shifting');
      await form.locator('[name="date"]').fill(inDays(10));
      await form.locator('button[type="submit"]').last().click();
      await expect(page.getByRole('heading', { name: hiBooking.success.heading })).toBeVisible();
      const reference = (await page.getByTestId('booking-reference').textContent())?.trim();
      const row = rowWhere<{ name: string; language: string }>(
        'select name, language from bookings where reference = ?',
        reference,
      );
      expect(row).toEqual({ name, language: 'hi' });
    });
  });
});
