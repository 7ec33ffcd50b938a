import { expect, test } from './support/test';

// scripts/server/held-scripts.mjs: Next's scripts are neither fetched nor run until the page has
// been painted.
test.describe('scripts held until the first paint', () => {
  for (const route of ['/', '/about', '/booking']) {
    test(`${route}: painted first, then the scripts run and the page comes alive`, async ({
      page,
    }) => {
      const served = await page.request.get(route, { headers: { accept: 'text/html' } });
      const html = await served.text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
      expect(html.match(/<template data-held-src="/g)?.length).toBeGreaterThanOrEqual(3);
      expect(html).not.toMatch(/<link rel="preload" as="script"/i);
      expect(html.match(/held-scripts-added/g)).toHaveLength(1);

      await page.goto(route);
      // The fixture's goto (support/test.ts) waits for the scripts to have run, as `load` did.
      expect(
        await page.evaluate(() => performance.getEntriesByName('held-scripts-ran').length),
      ).toBe(1);
      // Hydration may fetch more chunks; let it finish before counting scripts.
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        added: performance.getEntriesByName('held-scripts-added')[0]?.startTime,
        ran: performance.getEntriesByName('held-scripts-ran')[0]?.startTime,
        next: (window as { next?: { version?: string } }).next?.version,
        held: [...document.querySelectorAll<HTMLTemplateElement>('template[data-held-src]')].map(
          (placeholder) => placeholder.dataset.heldSrc,
        ),
        // When each script's download started: none may compete with the first paint.
        scriptFetches: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
        scripts: [...document.scripts].map((s) => s.getAttribute('src')).filter(Boolean),
      }));
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.added).toBeGreaterThanOrEqual(timing.firstPaint!);
      expect(timing.ran).toBeGreaterThanOrEqual(timing.added!);
      expect(timing.next).toMatch(/^16\./);
      expect(timing.scriptFetches.length).toBeGreaterThanOrEqual(timing.held.length);
      for (const start of timing.scriptFetches) expect(start).toBeGreaterThanOrEqual(timing.added!);
      // Every held script was added, and no chunk twice (Next's own loader looks scripts up by
      // their async attribute; a copy without it made Next fetch and run the chunk again).
      for (const src of timing.held) expect(timing.scripts).toContain(src);
      expect(new Set(timing.scripts).size).toBe(timing.scripts.length);
    });
  }

  test('the first paint already holds the main content: on a text page it is the largest', async ({
    page,
  }) => {
    // A phone's first screen of /about holds text only (on a laptop its picture is there too,
    // and a picture may be painted after the text).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute(
      'href',
      '#site-footer',
    );
    await expect(page.locator('#site-footer')).toHaveCount(1);
    const paints = await page.evaluate(
      () =>
        new Promise<{ first: number; largest: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              first: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
              largest: entries[entries.length - 1]!.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // Lighthouse traces without the render-blocking link showed the header painted alone first.
    expect(paints.largest).toBe(paints.first);
  });

  test('a client-side navigation after the held start works as before', async ({ page }) => {
    await page.goto('/about');
    await page
      .locator('header')
      .getByRole('link', { name: 'Contact', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Same document: no second page load, so the mark from /about is still there.
    expect(await page.evaluate(() => performance.getEntriesByName('held-scripts-ran').length)).toBe(
      1,
    );
  });
});
