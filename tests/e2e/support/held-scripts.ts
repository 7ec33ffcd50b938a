import type { Page } from '@playwright/test';

const CHUNKS = /\/_next\/static\/chunks\/.*\.js(\?|$)/;

/**
 * A visitor on a slow phone types as soon as the page shows, before Next's scripts have run.
 * Here every chunk request waits until `release` is called, so the browser's controls hold what
 * was typed while React has not started. The page is opened up to DOMContentLoaded: its HTML
 * parsed and its stylesheet in (the page's inline scripts wait for it), which is the page a
 * visitor sees; the held scripts are async and do not delay it. Opened only up to its first
 * bytes, the page once lost a radio's click in CI ("did not change its state"): while the rest
 * of a page and its styles come in, a control can move between a press and its release.
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(CHUNKS, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  /** Lets the held scripts load and run; any chunk asked for later passes at once. */
  return letGo;
}
