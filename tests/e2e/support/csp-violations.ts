import type { Page } from '@playwright/test';

/**
 * Starts listening for Content-Security-Policy violations on the page, from its first script
 * on; the function returned lists every one reported so far (console messages and
 * `securitypolicyviolation` events).
 */
export async function watchViolations(page: Page) {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}
