import type { Locator, Page } from '@playwright/test';
import { inDays } from './admin';

// The booking form's steps and the row it stores, for the booking specs.
export interface BookingRow {
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  move_date: string;
  message: string | null;
  pickup_city: string | null;
  pickup_area: string | null;
  pickup_address: string | null;
  drop_city: string | null;
  status: string;
}

export const serviceSelect = (page: Page) => page.getByRole('combobox', { name: /^Service/ });

export async function fillStepOne(page: Page, name: string, email = 'guest@example.in') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('98610 45678');
}

export async function fillStepTwo(page: Page, service = 'Car Shifting') {
  await serviceSelect(page).selectOption({ label: service });
  await page.getByLabel('Preferred moving date').fill(inDays(10));
  await page.getByLabel(/Anything we should know/).fill('Two-wheeler too.');
}

/**
 * Watches step `index`'s panel: once shown, it holds in `data-focused-as-shown` the id of the
 * element focused at that moment (read in the DOM change itself, before a later task runs).
 */
export async function focusWhenShown(page: Page, index: number) {
  await page.evaluate((panelId) => {
    const panel = document.getElementById(panelId)!;
    new MutationObserver((_, observer) => {
      if (panel.classList.contains('hidden')) return;
      observer.disconnect();
      panel.dataset.focusedAsShown = document.activeElement?.id ?? '';
    }).observe(panel, { attributes: true, attributeFilter: ['class'] });
  }, `booking-panel-${index}`);
  return page.locator(`#booking-panel-${index}`);
}

/** Step 1 of the booking form, filled inside `form` (a page or a language's form). */
export const bookingStepOne = async (form: Locator, name: string) => {
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email address').fill('early@example.in');
  await form.getByLabel('Phone number').fill('98610 45678');
};
