import type { Page } from '@playwright/test';

/**
 * Scrolls through the whole page so every scroll-revealed element has appeared, back to the
 * top, then waits until no CSS transition or timed animation is running: axe then measures the
 * colours a visitor finally sees, not a frame half-way through a fade. Scroll-driven animations
 * (the header's scrolled style) follow the scroll position and never finish, so they are not
 * waited for.
 */
export async function settlePage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.timeline !== document.timeline,
      ),
  );
}
