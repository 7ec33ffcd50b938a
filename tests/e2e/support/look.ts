import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** axe on the page as it stands (its current width); the label names the page in a failure. */
export async function noAxeViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations, label).toEqual([]);
}

/**
 * A screenshot taker for one folder: `name-<width>.png`, the whole page or one part of it, to
 * be looked at by a person (the screenshots are not compared).
 */
export function screenshots(folder: string) {
  return async (page: Page, name: string, part?: Locator) => {
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${name}-${page.viewportSize()?.width ?? 0}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  };
}
