import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { WHOLE_PAGE_SCREENSHOT } from '../../../scripts/lib/chromium.mjs';
import { expect } from './test';

/**
 * axe on the page as it stands (its current width), once its transitions are over; the label
 * names the page in a failure.
 * After a client-side navigation Next streams the new page's metadata after its content, so
 * the document can be without a title for a moment once the heading shows (axe's
 * document-title failed once in CI that way): the title is waited for first, and a page that
 * never gets one still fails here.
 * A dialog that opens by itself (the quote pop-up, five seconds after /quote loads) fades in over
 * the page; axe reading colours mid-fade saw low contrast that no visitor sees once it is shown
 * (a slow CI run reached /quote's pop-up mid-check). So the check waits for running transitions,
 * and when a modal dialog opened while it ran, it checks again once that one has faded in.
 */
export async function noAxeViolations(page: Page, label: string) {
  await expect.poll(() => page.title(), { message: `${label}: the document's title` }).not.toBe('');
  const modalOpen = () =>
    page.evaluate(
      () => document.querySelector('dialog[aria-modal="true"]:popover-open, dialog:modal') !== null,
    );
  await transitionsOver(page);
  const modalBefore = await modalOpen();
  let result = await new AxeBuilder({ page }).analyze();
  if (!modalBefore && (await modalOpen())) {
    await transitionsOver(page);
    result = await new AxeBuilder({ page }).analyze();
  }
  expect(result.violations, label).toEqual([]);
}

/** Waits for the page's running time-based animations and transitions (not endless or scroll-driven ones). */
function transitionsOver(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Screenshots are taken for a person to look at and never compared, so only when asked for
 * (`E2E_SCREENSHOTS=1`): a whole-page capture costs a second or more on CI's two cores, and
 * nobody opens a CI run's files.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * A screenshot taker for one folder: `name-<width>.png`, the whole page or one part of it, to
 * be looked at by a person (the screenshots are not compared); nothing without E2E_SCREENSHOTS.
 */
export function screenshots(folder: string) {
  return async (page: Page, name: string, part?: Locator) => {
    if (!SCREENSHOTS) return;
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${name}-${page.viewportSize()?.width ?? 0}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, ...WHOLE_PAGE_SCREENSHOT });
  };
}
