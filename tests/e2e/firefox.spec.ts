import type { Browser } from 'puppeteer-core';
import { expect, test } from './support/test';
import { headerLooks } from './support/header-looks';
import { launchFirefox, openPage, type FirefoxPage } from './support/firefox';
import { rowWhere } from './support/db';
import { bookingPage } from '../../src/features/leads/content/booking';
import { contactForm } from '../../src/features/leads/content/contact';
import { frameText, mainNav, menuOnlyLinks } from '../../src/content/nav';
import { trackPage } from '../../src/features/tracking/content';
import { inDays } from './support/admin';

// The main journeys again in Firefox (Debian's ESR, WebDriver BiDi through puppeteer-core):
// the second engine our visitors use, without scroll-driven animations. Every test ends with no
// CSP violation on the pages it visited (Zod's JIT probe was one, reported on a form's first
// focus; src/lib/zod.ts).

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A fresh Firefox tab for one test; its CSP violations are checked when the test ends. */
const visit = test.extend<{ firefox: FirefoxPage; firefoxViewport: typeof desktop }>({
  firefoxViewport: [desktop, { option: true }],
  firefox: async ({ baseURL, clientAddress, firefoxViewport }, provide) => {
    const firefox = await openPage(browser, {
      baseURL: baseURL!,
      clientAddress,
      viewport: firefoxViewport,
    });
    await provide(firefox);
    expect(await firefox.violations(), 'CSP violations in Firefox').toEqual([]);
    await firefox.close();
  },
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Waits until the page shows `text` somewhere. */
async function shows({ page }: FirefoxPage, text: string) {
  await page.waitForFunction((text) => document.body.innerText.includes(text), {}, text);
}

const button = (text: string) => `button::-p-text(${text})`;

/**
 * Sets a control React renders (a date input has no keys to type that do not depend on the
 * locale): through the element's own value setter, then an input event, as typing would.
 */
async function setValue({ page }: FirefoxPage, selector: string, value: string) {
  await page.$eval(
    selector,
    (input, value) => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

visit('a booking goes through its three steps to the confirmation', async ({ firefox }) => {
  const { page } = firefox;
  const name = unique('Firefox Booking');
  await firefox.goto('/booking');
  // Typed, not set: the first focus is what loads the form's schema.
  await page.locator('#booking-name').fill(name);
  await page.locator('#booking-email').fill('firefox@example.in');
  await page.locator('#booking-phone').fill('98610 45678');
  await page.locator(button(bookingPage.buttons.continue)).click();
  await page.locator('#booking-service').fill('bike-shifting');
  await setValue(firefox, '#booking-date', inDays(12));
  await page.locator(button(bookingPage.buttons.continue)).click();
  await shows(firefox, name);
  await page.locator(button(bookingPage.buttons.confirm)).click();
  await shows(firefox, bookingPage.success.heading);
  const reference = await page.$eval('[data-testid="booking-reference"]', (node) =>
    node.textContent?.trim(),
  );
  expect(rowWhere('select name, service from bookings where reference = ?', reference)).toEqual({
    name,
    service: 'bike-shifting',
  });
});

visit('the contact form sends a message and shows its success screen', async ({ firefox }) => {
  const { page } = firefox;
  const name = unique('Firefox Contact');
  await firefox.goto('/contact');
  await page.locator('#contact-name').fill(name);
  await page.locator('#contact-email').fill('firefox@example.in');
  await page.locator('#contact-message').fill('Sent from Firefox, to check the form works there.');
  await page.locator(button(contactForm.buttons.send)).click();
  await shows(firefox, contactForm.success.heading);
  expect(rowWhere('select 1 as found from contact_messages where name = ?', name)).toEqual({
    found: 1,
  });
});

visit.describe('at 390 px', () => {
  visit.use({ firefoxViewport: phone });

  visit('the phone menu opens and its links lead to their pages', async ({ firefox }) => {
    const { page } = firefox;
    const menuOpen = () => page.$eval('#mobile-menu', (menu) => menu.matches(':popover-open'));
    const openMenu = async () => {
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.waitForFunction(() =>
        document.getElementById('mobile-menu')!.matches(':popover-open'),
      );
    };
    const follow = async (link: { label: string; href: string }) => {
      await page.locator(`#mobile-menu a[href="${link.href}"]::-p-text(${link.label})`).click();
      await page.waitForFunction((path) => location.pathname === path, {}, link.href);
      await page.waitForFunction(
        () => !document.getElementById('mobile-menu')!.matches(':popover-open'),
      );
    };

    await firefox.goto('/welcome');
    expect(await menuOpen()).toBe(false);
    await openMenu();
    await follow(mainNav.after[0]);
    await shows(firefox, bookingPage.title);

    await openMenu();
    await follow(menuOnlyLinks[0]);
    await shows(firefox, trackPage.heading);

    // A tap outside the panel closes it.
    await openMenu();
    await page.mouse.click(10, 400);
    await page.waitForFunction(
      () => !document.getElementById('mobile-menu')!.matches(':popover-open'),
    );
  });
});

visit(
  'the header takes its scrolled style after 50 px of scroll, not before',
  async ({ firefox }) => {
    const { page } = firefox;
    await firefox.goto('/welcome');
    // Firefox has no scroll-driven animations: the header's IntersectionObserver does the work.
    expect(await page.evaluate(() => CSS.supports('animation-timeline: scroll()'))).toBe(false);
    const look = () =>
      page.$eval('header', (header) => {
        const style = getComputedStyle(header);
        return { shadow: style.boxShadow, background: style.backgroundColor };
      });
    const scrollTo = (top: number) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 500)); // > the 300 ms transition
    const { flat, scrolled } = headerLooks;

    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold - 10);
    await settled();
    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold + 10);
    await expect.poll(look).toEqual(scrolled);
    await scrollTo(0);
    await expect.poll(look).toEqual(flat);
  },
);
