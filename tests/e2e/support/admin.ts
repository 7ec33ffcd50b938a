import type { Page } from '@playwright/test';
import { expect } from './test';

/** The e2e server's staff password (playwright.config.ts sets ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
export const SESSION_COOKIE = 'moveease_admin';

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The date `days` from today in India, as a date input takes it. */
export const inDays = (days: number) => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
}

/** A visitor books through the public /booking form; returns the reference shown to them. */
export async function bookThroughTheForm(page: Page, name: string, email: string) {
  await page.goto('/booking');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('98610 45678');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: /^Service/ }).selectOption({ label: 'Car Shifting' });
  await page.getByLabel('Preferred moving date').fill(inDays(12));
  await page.getByLabel(/Anything we should know/).fill('Sedan, ground floor parking.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
  return (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
}

/** The list's row of a lead (a few lines, one link to its page), found by its reference. */
export const leadRow = (page: Page, reference: string) =>
  page.getByRole('listitem').filter({ hasText: reference });
