import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { vitalsCollection, vitalsTexts } from '../../src/features/vitals/content';
import { signIn } from './support/admin';
import { rowWhere } from './support/db';
import { expect, test } from './support/test';

/** Sampling is Math.random() < the sample rate: the test decides which side a page view falls on. */
const sampleAs = (page: Page, value: number) =>
  page.addInitScript((fixed) => (Math.random = () => fixed), value);

/** When the load event ended and the first report left, in the page's own clock. */
const beaconTiming = (page: Page) =>
  page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd,
    firstBeacon: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/vitals'))
        .map((entry) => entry.startTime),
    ),
  }));

test.describe('real visitors’ speed', () => {
  test('a sampled page view reports its metrics by beacon after load, and staff see the p75', async ({
    page,
  }) => {
    await sampleAs(page, 0);
    const beacons: { type: string | undefined; cookie: string | undefined }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/vitals')) return;
      beacons.push({ type: request.headers()['content-type'], cookie: request.headers().cookie });
    });
    const stored = (metric: string) =>
      rowWhere<{ n: number }>(
        "select coalesce(sum(count), 0) as n from web_vitals where route = '/terms' and metric = ?",
        metric,
      )!.n;
    const before = { TTFB: stored('TTFB'), FCP: stored('FCP') };

    await page.goto('/terms');
    // The visitor does nothing: the collector waits startAfterMs after load. TTFB and FCP are
    // settled then; LCP, CLS and INP wait until the page is hidden.
    await expect
      .poll(() => [stored('TTFB'), stored('FCP')], {
        timeout: vitalsCollection.startAfterMs + 10_000,
      })
      .toEqual([before.TTFB + 1, before.FCP + 1]);
    // Not part of loading the page: the first beacon starts startAfterMs after load ended.
    const timing = await beaconTiming(page);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.firstBeacon).toBeGreaterThan(timing.loadEnd + vitalsCollection.startAfterMs);
    expect(beacons.length).toBeGreaterThanOrEqual(2);
    for (const beacon of beacons) {
      expect(beacon.type).toMatch(/^application\/json/);
      expect(beacon.cookie).toBeUndefined();
    }

    await signIn(page);
    await page.getByRole('link', { name: vitalsTexts.navLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: vitalsTexts.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '/terms' })).toBeVisible();
    await expect(page.getByText(/^(Opens|Opening)/).first()).toBeVisible();
    await page.getByText(vitalsTexts.plain.technical).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '/terms' }) });
    await expect(row).toContainText(/\d+ ms|\d\.\d\d s/);
    await expect(row).toContainText(/Good|Needs improvement|Poor/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a sampled visitor who taps or types starts the report sooner, still after load', async ({
    page,
  }) => {
    await sampleAs(page, 0);
    // Its response, not just its start: the page's resource timing lists a request once answered.
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
    await page.goto('/privacy');
    // Quiet network: the page has hydrated and the reporter listens (a key before that is lost).
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    await beacon;
    // The entry joins the page's timeline a moment after the answer.
    await expect
      .poll(async () => Number.isFinite((await beaconTiming(page)).firstBeacon))
      .toBe(true);
    const timing = await beaconTiming(page);
    expect(timing.firstBeacon).toBeGreaterThan(timing.loadEnd);
    expect(timing.firstBeacon).toBeLessThan(timing.loadEnd + vitalsCollection.startAfterMs);
  });

  test('a page view outside the sample sends nothing, not even when it is left', async ({
    page,
  }) => {
    await sampleAs(page, 0.99);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals')) sent.push(request.url());
    });
    await page.goto('/privacy');
    await page.waitForLoadState('load');
    await page.waitForTimeout(3000);
    // Hiding the page is when web-vitals would send LCP, CLS and INP.
    await page.goto('about:blank');
    expect(sent).toEqual([]);
  });
});
