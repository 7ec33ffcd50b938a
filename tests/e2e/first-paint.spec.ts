import type { Page } from '@playwright/test';
import { layoutShiftSoFar } from './support/layout-shift';
import { expect, test } from './support/test';

// A slow link or a busy phone can leave the parser inside the header when the browser paints.
// The page here stops the parser for a moment just before the header's menu button, after the
// call button of the same row (a script that the test answers late, and which takes itself out
// again before React hydrates), as a pause in the network would: the browser paints what it
// has, then the rest.
const HOLD_MS = 2500;
const holdScript = '/__first-paint-hold.js';

async function layoutShiftWithParserHeld(
  page: Page,
  { keepExpectLink }: { keepExpectLink: boolean },
) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(holdScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'document.currentScript.remove();',
    });
  });
  await page.route('**/contact', async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    // The button that opens the phone menu, beside the call button: the row it completes.
    const menuButton = html.lastIndexOf('<button', html.indexOf('aria-controls="mobile-menu"'));
    expect(menuButton, 'the menu button in the page').toBeGreaterThan(html.indexOf('<header'));
    html = `${html.slice(0, menuButton)}<script src="${holdScript}"></script>${html.slice(menuButton)}`;
    if (!keepExpectLink) html = html.replace(/<link rel="expect"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: /menu/i }).first()).toBeVisible();
  return layoutShiftSoFar(page);
}

test('a paint while the parser is inside the header moves nothing: the first frame waits for the whole header', async ({
  page,
}) => {
  expect(await layoutShiftWithParserHeld(page, { keepExpectLink: true })).toBe(0);
});

test('the same page without its rel=expect link does shift, so the test above can see a shift', async ({
  page,
}) => {
  expect(await layoutShiftWithParserHeld(page, { keepExpectLink: false })).toBeGreaterThan(0);
});
