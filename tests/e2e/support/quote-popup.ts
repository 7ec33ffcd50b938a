import type { Page } from '@playwright/test';
import { expect } from './test';

// The quote pop-up on /quote and the row a quote request stores, for the quote specs.

export interface QuoteRow {
  reference: string;
  source: string;
  name: string;
  email: string;
  service: string | null;
  phone: string | null;
  move_type: string | null;
  status: string;
}

export const popup = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Quote' });
export const openButton = (page: Page) =>
  page.getByRole('button', { name: 'Open the Quick Quote Form' });

/**
 * Opens the pop-up by its button. On a slow machine the 5 s timer can open it first, even
 * between a visibility check and the click (its backdrop then takes the click): such a try gives
 * up after a second and the next one finds the pop-up open, which is all these tests need.
 */
export async function openEarly(page: Page) {
  await page.goto('/quote');
  await expect(async () => {
    if (!(await popup(page).isVisible())) await openButton(page).click({ timeout: 1_000 });
    await expect(popup(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
