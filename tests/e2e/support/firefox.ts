import puppeteer, { type Browser } from 'puppeteer-core';
import { firefoxPath } from '../../../scripts/lib/firefox.mjs';

/**
 * Debian's Firefox ESR driven through WebDriver BiDi (puppeteer-core, no browser download), for
 * the journeys that must hold in a second engine (tests/e2e/firefox.spec.ts). Playwright's own
 * Firefox is a patched build that would have to be downloaded; this is the browser people run.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'en-IN', 'intl.locale.requested': 'en-IN' },
  });
}

interface Visitor {
  baseURL: string;
  /** Sent as X-Forwarded-For, so the per-address limits are the test's own (support/test.ts). */
  clientAddress: string;
  viewport: { width: number; height: number };
}

/** A fresh profile's tab that records every CSP violation from the page's first script on. */
export async function openPage(browser: Browser, visitor: Visitor) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // As long as Playwright's own expect waits (playwright.config.ts).
  page.setDefaultTimeout(10_000);
  await page.setViewport(visitor.viewport);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor.clientAddress });
  await page.evaluateOnNewDocument(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  const seen: string[] = [];
  return {
    page,
    /** Loads a path; `load` waits for Next's scripts (async, so part of the load event). */
    async goto(path: string) {
      await collect();
      await page.goto(new URL(path, visitor.baseURL).href, { waitUntil: 'load' });
    },
    /** Every violation reported so far, on this page and the ones before it. */
    async violations() {
      await collect();
      return [...seen, ...logged];
    },
    close: () => context.close(),
  };

  // A full page load starts a new list: keep what the last page reported.
  async function collect() {
    const reported = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.splice(0) ?? [])
      .catch(() => []);
    seen.push(...reported);
  }
}

export type FirefoxPage = Awaited<ReturnType<typeof openPage>>;
