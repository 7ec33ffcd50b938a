import type { Page } from '@playwright/test';
import { rowWhere } from './db';

// The contact form on /contact and the row a message stores, for the contact specs.

export interface ContactRow {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: string;
}

export const form = (page: Page) => page.getByRole('main');

export async function fillMessage(page: Page, name: string, email = 'writer@example.in') {
  await form(page).getByLabel('Your name').fill(name);
  await form(page).getByLabel('Email address').fill(email);
  await form(page)
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you pack glass cabinets?');
}

export const countByName = (name: string) =>
  rowWhere<{ n: number }>('select count(*) as n from contact_messages where name = ?', name)?.n;
