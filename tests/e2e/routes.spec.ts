import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dynamicPublicRoutes, publicRoutes } from '../../src/content/routes';
import { settlePage } from './support/settle';
import { watchViolations } from './support/csp-violations';
import { locales } from '../../src/lib/i18n/locales';
import { isTranslatedPath, localizedPath } from '../../src/lib/i18n/localized-paths';

// Every test here loads its own pages and changes nothing: they may share both workers, so this,
// the longest spec, does not finish alone on one of them at the end of the run.
test.describe.configure({ mode: 'parallel' });

/**
 * The widths axe checks a route at. Pages drawn by one template from different data (a city's,
 * a service's, a blog post's, a guide's, the two legal pages) differ in their words, not their
 * layout; the pages of one of the home page's sections each (/welcome, /ourprocess, /operation,
 * /featured) show what the home page shows. The first of each family is checked at both widths,
 * the others at one each, alternating, so every width still meets the family's pages and every
 * page meets axe. Every other page is checked at both.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ...['/services/', '/packers-and-movers/', '/blog/', '/guides/'].map((prefix) =>
    publicRoutes.filter((route) => route.startsWith(prefix)),
  ),
  ['/terms', '/privacy'],
  ['/', '/welcome', '/ourprocess', '/operation', '/featured'],
];
function axeWidths(route: string): number[] {
  const family = FAMILIES.find((pages) => pages.includes(route));
  const place = family?.indexOf(route) ?? 0;
  return place === 0 ? [390, 1280] : [place % 2 === 1 ? 390 : 1280];
}

const VIEWPORTS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } };

/** The first paint's hold (SiteShell's `rel=expect`): one, blocking, naming the <main> after the header. */
function expectHold(page: Page) {
  return page.evaluate(() => {
    const links = [...document.head.querySelectorAll('link[rel="expect"]')];
    const target = document.querySelector(links[0]?.getAttribute('href') ?? '#none');
    return {
      count: links.length,
      blocking: links[0]?.getAttribute('blocking'),
      isMain: target !== null && target === document.querySelector('main'),
      afterHeader:
        target !== null &&
        Boolean(
          document.querySelector('header')!.compareDocumentPosition(target) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
    };
  });
}

/** Pictures on the first screen that wait for lazy loading (fetched only after layout). */
function lazyOnFirstScreen(page: Page) {
  return page.locator('img[loading="lazy"]').evaluateAll((images) =>
    images
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < window.innerHeight;
      })
      .map((image) => image.getAttribute('src')),
  );
}

// One page load per route, at a phone's width then a laptop's: each page load on a busy
// two-core machine costs seconds, and the page's head, first screen, axe and CSP reports are
// all read from it (security-headers.spec.ts watches only the pages outside this list).
for (const route of publicRoutes) {
  const widths = axeWidths(route);
  test(`${route}: answers 200, prerendered (unless dynamic), with one h1, a title, a description, a canonical link, no lazy picture on the first screen, no CSP report and no axe violations at ${widths.join(' and ')} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const violations = await watchViolations(page);
    await page.setViewportSize(VIEWPORTS[390]);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // Static pages are served from the build's prerendered HTML; /estimate answers its query.
    if (dynamicPublicRoutes.includes(route)) {
      expect(response?.headers()['x-nextjs-prerender']).toBeUndefined();
    } else {
      expect(response?.headers()['x-nextjs-prerender']).toMatch(/^1\b/);
    }
    // The site's styles come inside the page (next.config.ts, inlineCss): a first visit on a
    // slow link paints without asking for a stylesheet beside the scripts.
    const html = await response!.text();
    expect(html).toMatch(/<style data-precedence="next" data-href="\/_next\/static\/css\//);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // The first paint waits for the whole header and page (SiteShell's `rel=expect` holds it
    // until the page's <main> is parsed to its end tag), not for the footer. A name that matched
    // nothing would hold every paint until the whole document was parsed.
    expect(await expectHold(page)).toEqual({
      count: 1,
      blocking: 'render',
      isMain: true,
      afterHeader: true,
    });
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expect((await page.title()).length).toBeGreaterThan(5);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(route);
    // Every route's metadata comes from pageMetadata(), social preview included.
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl ?? '').pathname).toBe(route);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.{5,}/);

    let walked = false;
    for (const width of [390, 1280] as const) {
      await page.setViewportSize(VIEWPORTS[width]);
      // No picture of the first screen waits for lazy loading: the browser would fetch it only
      // after layout, late for what is often the largest paint.
      expect(await lazyOnFirstScreen(page), `lazy pictures at ${width} px`).toEqual([]);
      if (!widths.includes(width)) continue;
      // What one walk down the page revealed stays revealed at the other width.
      await settlePage(page, { walk: !walked });
      walked = true;
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `axe at ${width} px`).toEqual([]);
    }
    expect(await violations(), 'CSP reports').toEqual([]);
  });
}

test('every route has its own title and its own description', async ({ request }) => {
  const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
  for (const route of publicRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(seen.titles.get(title), `title of ${route}`).toBeUndefined();
    expect(seen.descriptions.get(description), `description of ${route}`).toBeUndefined();
    seen.titles.set(title, route);
    seen.descriptions.set(description, route);
  }
});

// Next merges into every page's client manifest those of the entries at the app's root (route
// groups do not count, so the home page is one of them): a client module a page's own scripts
// lack takes that entry's chunks (/track loaded all of the home page's for next/link).
test("every public page loads its own page's scripts and no other page's", async ({ request }) => {
  for (const route of [...publicRoutes, '/track']) {
    const html = await (await request.get(route)).text();
    const pageEntries = [
      ...html.matchAll(/<script src="\/_next\/static\/chunks\/app\/([^"]+)\/page-[0-9a-f]+\.js"/g),
    ].map((match) => decodeURIComponent(match[1]!));
    expect(pageEntries, route).toHaveLength(1);
  }
});

test('the sitemap lists every public route, in each language it has, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  // A translated page is there in English, Hindi and Odia (issue 49).
  const expected = publicRoutes.flatMap((route) =>
    isTranslatedPath(route) ? locales.map((locale) => localizedPath(route, locale)) : [route],
  );
  expect(locations.sort()).toEqual(expected.sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
});
