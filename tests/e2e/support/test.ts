import { randomInt } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The front server holds Next's scripts until the page has been painted
 * (scripts/server/held-scripts.mjs), so `load` no longer means "the scripts have run": on a page
 * with nothing else to fetch they start a frame later. A test that loads a page and acts at once
 * waits for what `load` used to promise, the loader's `held-scripts-ran` mark (or a page
 * served without held scripts). Only when it waited for `load` (the default) with JavaScript on.
 */
async function heldScriptsRan(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('template[data-held-src]') ||
      performance.getEntriesByName('held-scripts-ran').length > 0,
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

export function waitForHeldScriptsAfterNavigations(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && (options?.waitUntil ?? 'load') === 'load') await heldScriptsRan(page);
      return response;
    };
  }
}

/**
 * Each test is its own visitor: the e2e server trusts X-Forwarded-For (TRUST_PROXY=1, as
 * behind a real proxy), and every test sends a fresh address from 198.18.0.0/15 (a block set
 * aside for tests), so per-address rate limits and sign-in lockouts never leak between tests.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, provide) => {
    await provide(`198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHeldScriptsAfterNavigations(page);
    await provide(page);
  },
});
