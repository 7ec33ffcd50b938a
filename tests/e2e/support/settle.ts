import type { Page } from '@playwright/test';

/** More steps than the longest public page needs at 390 px; past it the page is broken. */
const maxSteps = 200;

/**
 * Scrolls through the whole page so every scroll-revealed element has appeared, back to the
 * top, then waits until no CSS transition or timed animation is running: axe then measures the
 * colours a visitor finally sees, not a frame half-way through a fade. Scroll-driven animations
 * (the header's scrolled style) follow the scroll position and never finish, so they are not
 * waited for.
 * Each step is a short evaluate and the pause between them the test's: the whole walk as one
 * evaluate sleeping on the page's own timers once never returned in a CI run (track.spec,
 * 7 December; the cause not found, the same test passes alone in 10 s). A page that never ends
 * now fails here with its height named instead of using up the test's time.
 * `walk: false` only waits for the animations, for a page walked down before (the reveals
 * happen once: components/sections/RevealOnScroll.tsx).
 */
export async function settlePage(page: Page, { walk = true } = {}) {
  for (let top = 0, steps = 0; walk; steps++) {
    const { height, step } = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return {
        height: document.documentElement.scrollHeight,
        step: Math.max(200, Math.floor(window.innerHeight / 2)),
      };
    }, top);
    if (steps > maxSteps) throw new Error(`settlePage: still scrolling at ${top} of ${height} px`);
    // A frame at each position, so what is revealed there is revealed.
    await page.waitForTimeout(30);
    top += step;
    if (top >= height) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.timeline !== document.timeline,
      ),
  );
}
