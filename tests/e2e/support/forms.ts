import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * A lead form says its own code has taken over from the plain post by checking values itself
 * (`novalidate`, src/lib/forms/use-lead-form.ts). Before that, a send is the browser's: an empty
 * required field stops it with the browser's bubble and the form's code never sees it. The
 * newsletter box fetches its code only when first reached, so this can come well after load.
 */
export const formTakenOver = (form: Locator) =>
  expect(form).toHaveAttribute('novalidate', '', { timeout: 20_000 });

/** The form a field belongs to. */
export const formOf = (field: Locator) => field.locator('xpath=ancestor::form[1]');
