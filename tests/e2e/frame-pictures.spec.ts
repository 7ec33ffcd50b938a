import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { heroMedia } from '../../src/content/home';
import { partners } from '../../src/content/partners';
import { welcome } from '../../src/content/welcome';
import { serviceArt } from '../../src/content/art';
import { blogPosts } from '../../src/content/blog';
import { services } from '../../src/content/services';
import { desktop, phone } from './support/viewports';

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
