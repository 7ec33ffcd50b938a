import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { headerLooks } from './support/header-looks';
import { noAxeViolations } from './support/look';
import { openWithScriptsHeld } from './support/held-scripts';
import { cities } from '../../src/content/cities';
import { bookingPage } from '../../src/features/leads/content/booking';
import { ctaBand, hero, heroMedia } from '../../src/content/home';
import { footer } from '../../src/content/footer';
import { frameText, mainNav, menuOnlyLinks } from '../../src/content/nav';
import { notFoundPage } from '../../src/content/not-found';
import { featured, partners } from '../../src/content/partners';
import { processSection } from '../../src/content/process';
import { site } from '../../src/content/site';
import { trackPage, trackPath } from '../../src/features/tracking/content';
import { unique } from '../../src/content/unique';
import { welcome } from '../../src/content/welcome';
import { serviceArt } from '../../src/content/art';
import { blogPosts } from '../../src/content/blog';
import { services } from '../../src/content/services';
import { operation } from '../../src/content/cities';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

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

test.describe('header', () => {
  test('takes its scrolled style after 50 px of scroll, not before', async ({ page }) => {
    await page.goto('/welcome');
    const header = page.getByRole('banner');
    // What a visitor sees: the header's shadow and background, not how the page decides them.
    const look = () =>
      header.evaluate((node) => {
        const style = getComputedStyle(node);
        return { shadow: style.boxShadow, background: style.backgroundColor };
      });
    const scrollTo = (top: number) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
    const { flat, scrolled } = headerLooks;
    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold - 10);
    await page.waitForTimeout(500); // longer than the header's 300 ms transition
    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold + 10);
    await expect.poll(look).toEqual(scrolled);
    await scrollTo(0);
    await expect.poll(look).toEqual(flat);
  });

  test('has a call button that dials the company', async ({ page }) => {
    await page.goto('/welcome');
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(frameText.callButton) }),
    ).toHaveAttribute('href', `tel:${site.phone.tel}`);
  });
});

test.describe('unique cards', () => {
  test.use({ viewport: phone });

  test('the cards below the fold fade in when scrolled to', async ({ page }) => {
    await page.goto('/unique');
    const last = page.getByTestId('unique-card').last();
    await expect(last).toHaveAttribute('data-reveal', 'hidden');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal', 'shown');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('under reduced motion every card is visible at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/unique');
    const cards = page.getByTestId('unique-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-reveal', 'static');
      await expect(card).toHaveCSS('opacity', '1');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the unique cards are all visible', async ({ page }) => {
    await page.goto('/unique');
    const cards = page.getByTestId('unique-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  });

  test('the Services menu opens on hover and on keyboard focus', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/welcome');
    const header = page.getByRole('banner');
    const item = header.getByRole('link', { name: mainNav.services.items[0]!.label });
    await expect(item).toBeHidden();
    await header.getByRole('button', { name: mainNav.services.label }).hover();
    await expect(item).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(item).toBeHidden();
    await header.getByRole('button', { name: mainNav.services.label }).focus();
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
  });

  test('the menu opens and closes in the browser itself (popover)', async ({ page }) => {
    await page.goto('/booking');
    const button = page.getByRole('button', { name: frameText.openMenu });
    const menu = page.getByRole('dialog', { name: frameText.menuTitle });
    // No script keeps aria-expanded here: the browser says it for a popover's button by itself,
    // so the server must not write a stale one. Read from Chromium's own accessibility tree.
    const cdp = await page.context().newCDPSession(page);
    const expanded = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find(
        (node) => node.role?.value === 'button' && node.name?.value === frameText.openMenu,
      );
      return node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    };
    await expect(button).not.toHaveAttribute('aria-expanded');
    expect(await expanded()).toBe(false);
    await button.click();
    await expect(menu).toBeVisible();
    expect(await expanded()).toBe(true);
    await expect(menu.getByRole('button', { name: frameText.closeMenu })).toBeFocused();
    await expect(
      menu.getByRole('link', { name: mainNav.after[0].label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: frameText.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
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

test('the WhatsApp button opens a chat with the company number and a greeting', async ({
  page,
}) => {
  await page.goto('/welcome');
  const button = page.getByRole('link', { name: frameText.whatsappLabel });
  await expect(button).toBeVisible();
  const url = new URL((await button.getAttribute('href'))!);
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${site.whatsapp.number}`);
  // The chat number is the phone number the site shows, without the plus.
  expect(`+${site.whatsapp.number}`).toBe(site.phone.tel);
  expect(url.searchParams.get('text')).toBe(site.whatsapp.message);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', /noopener/);
});

test('at the bottom of a page the WhatsApp button covers no footer link', async ({ page }) => {
  await page.goto('/faq');
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const covered = await page.evaluate(() => {
      const button = document.querySelector('a[href^="https://wa.me"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('#site-footer a')]
        .filter((link) => !link.matches('[href^="https://wa.me"]'))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.left < button.right &&
            box.right > button.left &&
            box.top < button.bottom &&
            box.bottom > button.top
          );
        })
        .map((link) => link.textContent);
    });
    expect(covered, `at ${width} px`).toEqual([]);
  }
});

test('on a phone the WhatsApp button never sits on a field, a button or a link as the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let hiddenSomewhere = false;
  for (const path of ['/', '/booking', '/contact', '/services/quotation', '/estimate']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const button = page.getByTestId('whatsapp-button');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 150) {
      // One round trip per step: scroll, wait two frames and then a task (the button checks in
      // a task queued at the next frame, just after its paint), then look.
      const covered = await page.evaluate(async (y) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
        );
        const link = document.querySelector<HTMLElement>('[data-testid="whatsapp-button"]')!;
        if (getComputedStyle(link).visibility === 'hidden') return null;
        const box = link.getBoundingClientRect();
        return (
          [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary',
            ),
          ]
            .filter((element) => element !== link && element.checkVisibility())
            // Each line box of the element, not their union: a link wrapped over two lines does
            // not lie under the corner its shorter second line leaves empty.
            .filter((element) =>
              [...element.getClientRects()].some(
                (other) =>
                  other.width > 0 &&
                  other.left < box.right - 8 &&
                  other.right > box.left + 8 &&
                  other.top < box.bottom - 8 &&
                  other.bottom > box.top + 8,
              ),
            )
            .map((element) => element.textContent?.trim() || element.getAttribute('name'))
        );
      }, top);
      if (covered === null) hiddenSomewhere = true;
      else expect(covered, `${path} scrolled to ${top}`).toEqual([]);
    }
    await expect(button).toHaveCount(1);
  }
  // The check did something: on these pages there is always a moment the button steps aside.
  expect(hiddenSomewhere).toBe(true);
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

/** The page's largest paint so far, as "TAG src" (the source of a picture, else empty). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          const element = last.element as HTMLImageElement | undefined;
          resolve(`${element?.tagName} ${element?.currentSrc ?? ''}`);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

test.describe('the largest picture of a page, drawn inside it', () => {
  // The service pages, /services, /welcome and /blog write their first picture into the page as
  // SVG (inlineSvg): on a phone it paints with the text, so the largest paint is the text, and
  // the browser asks for no file of it. A picture with a name keeps it; the cards' pictures,
  // whose link says it all, stay hidden from assistive technology as before.
  const pages = [
    [
      '/services/packingandmoving',
      serviceArt.packingandmoving.src,
      serviceArt.packingandmoving.alt,
    ],
    ['/services', serviceArt[services[0]!.slug].src, ''],
    ['/welcome', welcome.illustration, welcome.illustrationAlt],
    ['/blog', serviceArt[blogPosts[0]!.art].src, ''],
  ] as const;
  for (const [path, file, name] of pages) {
    test(`${path}: the picture paints with the text at ${phone.width} px, no file asked for`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === file) requested.push(request.url());
      });
      await page.setViewportSize(phone);
      await page.goto(path);
      const picture = name
        ? page.getByRole('img', { name, exact: true })
        : page.locator('main [aria-hidden="true"]:has(> svg[viewBox])').first();
      await expect(picture).toBeVisible();
      const box = await picture.locator('> svg').boundingBox();
      // Drawn at the width of its box, in its own proportions (480 × 320) or cut to the card's.
      expect(box?.width).toBeGreaterThan(300);
      expect(box!.height).toBeGreaterThan(box!.width / 2 - 1);
      await expect.poll(() => largestPaint(page)).toMatch(/^(P|H1|H2|DIV|SPAN) $/);
      expect(requested).toEqual([]);
    });
  }
});

test("/featured draws its partners' logos inside the page, and the phone asks for none of them", async ({
  page,
}) => {
  // Six files on the first screen took six of a phone's connections from the page's scripts;
  // drawn inside the page they ask for nothing. The home page, where they are far below the
  // first screen, keeps the files, loaded lazily.
  const logos = new Set<string>(partners.map((partner) => partner.logo));
  const requested: string[] = [];
  page.on('request', (request) => {
    if (logos.has(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.setViewportSize(phone);
  await page.goto('/featured');
  for (const partner of partners) {
    const logo = page.getByRole('img', { name: partner.name, exact: true });
    await expect(logo).toBeVisible();
    const box = await logo.locator('> svg').boundingBox();
    // In its own proportions (220 × 64), as wide as its card allows.
    expect(box?.width).toBeGreaterThan(120);
    expect(Math.abs(box!.height - (box!.width * 64) / 220)).toBeLessThan(1);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test.describe('hero video', () => {
  // On a phone the poster comes inside the page (so it paints with the text), on a laptop as a
  // static AVIF file, never from the on-demand optimiser (/_next/image); either way the browser
  // asks for no more than the one picture it shows.
  for (const [viewport, poster, posterFiles] of [
    [desktop, /^IMG .*\/media\/hero-poster-\d+\.avif$/, 1],
    [phone, /^IMG data:image\/avif;base64,/, 0],
  ] as const) {
    test(`the poster image is the largest contentful paint at ${viewport.width} px`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (/\/media\/hero-poster|\/_next\/image/.test(request.url()))
          requested.push(request.url());
      });
      await page.setViewportSize(viewport);
      await page.goto('/');
      // `load` may come before the poster's paint is reported (the heading's entry comes
      // first), so ask until the entries settle.
      await expect.poll(() => largestPaint(page)).toMatch(poster);
      expect(requested).toHaveLength(posterFiles);
    });
  }

  test('joins after the page has loaded: muted, looping, inline, from the content entry', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.addEventListener('load', () => {
        (window as unknown as { videoAtLoad: boolean }).videoAtLoad = Boolean(
          document.querySelector('video'),
        );
      }),
    );
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached({ timeout: 8000 });
    expect(
      await page.evaluate(() => (window as unknown as { videoAtLoad: boolean }).videoAtLoad),
    ).toBe(false);
    expect(
      await video.evaluate((node: HTMLVideoElement) => ({
        muted: node.muted,
        loop: node.loop,
        playsInline: node.playsInline,
        src: node.querySelector('source')?.getAttribute('src'),
      })),
    ).toEqual({ muted: true, loop: true, playsInline: true, src: heroMedia.video.src });
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);
    await page.getByRole('button', { name: heroMedia.pauseLabel }).click();
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
  });

  test('never starts under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForTimeout(heroMedia.startDelayMs + 2500);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('never starts when the visitor asks to save data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
    await page.goto('/');
    await page.waitForTimeout(heroMedia.startDelayMs + 2500);
    await expect(page.locator('video')).toHaveCount(0);
  });
});
