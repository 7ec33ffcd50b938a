import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations } from './support/look';
import { cities } from '../../src/content/cities';
import { bookingPage } from '../../src/features/leads/content/booking';
import { ctaBand, hero } from '../../src/content/home';
import { footer } from '../../src/content/footer';
import { frameText, menuOnlyLinks } from '../../src/content/nav';
import { notFoundPage } from '../../src/content/not-found';
import { featured, partners } from '../../src/content/partners';
import { processSection } from '../../src/content/process';
import { site } from '../../src/content/site';
import { trackPage, trackPath } from '../../src/features/tracking/content';
import { unique } from '../../src/content/unique';
import { welcome } from '../../src/content/welcome';
import { operation } from '../../src/content/cities';
import { desktop, phone } from './support/viewports';

test.describe('my routes', () => {
  const headings: [string, string][] = [
    ['/', hero.heading],
    ['/home', hero.heading],
    ['/welcome', welcome.heading],
    ['/ourprocess', processSection.heading],
    ['/operation', operation.heading],
    ['/featured', featured.heading],
    ['/unique', unique.heading],
  ];
  for (const [route, heading] of headings) {
    test(`${route} shows its heading`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('/home is the home page with the canonical link of /', async ({ page }) => {
    await page.goto('/');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.goto('/home');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical!);
  });

  test('the home page lists the 13 cities and the partners', async ({ page }) => {
    await page.goto('/');
    const cityList = page.getByRole('region', { name: operation.heading }).getByRole('listitem');
    await expect(cityList).toHaveCount(13);
    for (const city of cities) await expect(cityList.filter({ hasText: city.name })).toHaveCount(1);
    for (const partner of partners) {
      await expect(page.getByRole('img', { name: partner.name })).toBeVisible();
    }
  });
});

test.describe('top bar and skip link', () => {
  test('show the phone, email and hours, and the skip link moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/welcome');
    const topBar = page.getByRole('complementary', { name: frameText.topBarLabel });
    await expect(topBar.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(topBar.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(topBar).toContainText(site.hours);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: frameText.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('calls to action', () => {
  test('the hero quote button opens the booking page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: hero.primaryCta.label }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingPage.title);
  });

  test('the hero contact button goes to /contact', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: hero.secondaryCta.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the closing band of a section page books a move or calls', async ({ page }) => {
    await page.goto('/featured');
    const band = page.getByRole('region', { name: ctaBand.heading });
    await expect(band.getByRole('link', { name: new RegExp(ctaBand.callLabel) })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await band.getByRole('link', { name: ctaBand.primary.label }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('the footer links to pricing, privacy and terms', async ({ page }) => {
    await page.goto('/welcome');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    for (const profile of site.social) {
      await expect(footer.getByRole('link', { name: profile.label })).toHaveAttribute(
        'href',
        profile.href,
      );
    }
  });
});

// A customer who comes back with a reference finds /track from any page: the footer's link, or
// on a phone the menu's.
test.describe('the way to /track', () => {
  const trackLink = footer.quickLinks.links.find((link) => link.href === trackPath)!;

  for (const route of ['/', '/services/carshifting', '/faq', '/no-such-page']) {
    test(`the footer links to it from ${route}`, async ({ page }) => {
      await page.goto(route);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: trackLink.label, exact: true })
        .click();
      await expect(page).toHaveURL(/\/track$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trackPage.heading);
    });
  }

  test.describe('at 390 px', () => {
    test.use({ viewport: phone });
    const [menuLink] = menuOnlyLinks;

    for (const route of ['/welcome', '/booking', '/blog']) {
      test(`the phone menu links to it from ${route}`, async ({ page }) => {
        await page.goto(route);
        await page.getByRole('button', { name: frameText.openMenu }).click();
        const menu = page.getByRole('dialog', { name: frameText.menuTitle });
        await menu.getByRole('link', { name: menuLink.label, exact: true }).click();
        await expect(page).toHaveURL(/\/track$/);
        await expect(menu).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(trackPage.heading);
      });
    }
  });
});

// The footer's bands are left out of layout until they come near, taking their estimated
// heights meanwhile (globals.css): a page jumped straight to its footer must not shrink or grow
// under the visitor's finger, or the tap lands on another link (a lost tap of 7 December).
test.describe('the footer coming into view', () => {
  for (const viewport of [phone, desktop]) {
    test(`moves nothing at ${viewport.width} px, in each language`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const height = () =>
        page.evaluate(async () => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return document.documentElement.scrollHeight;
        });
      for (const home of ['/', '/hi', '/or']) {
        await page.goto(home);
        const skipped = await page.evaluate(() =>
          [...document.querySelectorAll('#site-footer > :not(a)')].some(
            (band) => !band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          ),
        );
        expect(skipped, `${home}: the footer is still skipped before it comes near`).toBe(true);
        const before = await height();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(Math.abs((await height()) - before), `${home} moved`).toBeLessThanOrEqual(12);
      }
    });
  }
});

test.describe('404 page', () => {
  test('is branded, says 404 and leads back home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await noAxeViolations(page, `404 at ${width} px`);
    }
    await page.getByRole('link', { name: notFoundPage.home.label }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  });

  // Next 16 sends a notFound() answer with an empty body, drawn by the scripts alone; a URL that
  // matches no route (an unknown city or guide included: their segments allow no other names)
  // is app/global-not-found.tsx, written into the HTML.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const route of ['/no-such-page', '/packers-and-movers/goa', '/guides/no-such-guide']) {
      test(`${route} reads as the branded 404`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: notFoundPage.home.label })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        // The root layout's head, as on every other page: no phone-number detection.
        await expect(page.locator('meta[name="format-detection"]')).toHaveAttribute(
          'content',
          'telephone=no',
        );
      });
    }
  });
});

test.describe('scroll to top on route change', () => {
  /** Records how the page asks the window to scroll. */
  async function recordScrolls(page: Page) {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = window.scrollTo.bind(window) as (...args: unknown[]) => void;
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(args[0]);
        original(...args);
      }) as typeof window.scrollTo;
    });
  }

  async function navigateFromFooter(page: Page) {
    await page.goto('/welcome');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Book a Move' })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(
      () => ((window as unknown as { scrollCalls: unknown[] }).scrollCalls.length = 0),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Move' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    return page.evaluate(
      () => (window as unknown as { scrollCalls: ScrollToOptions[] }).scrollCalls,
    );
  }

  test('smoothly', async ({ page }) => {
    await recordScrolls(page);
    const calls = await navigateFromFooter(page);
    expect(calls).toContainEqual({ top: 0, left: 0, behavior: 'smooth' });
  });

  test('instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScrolls(page);
    const calls = await navigateFromFooter(page);
    expect(calls).toContainEqual({ top: 0, left: 0, behavior: 'instant' });
  });
});
