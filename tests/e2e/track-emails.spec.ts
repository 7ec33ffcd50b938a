import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpServer, type ReceivedMail } from '../support/test-smtp';
import { ADMIN_PASSWORD, bookThroughTheForm, signIn, unique } from './support/admin';
import { freePort, killHard, startApp, waitForHealth } from './support/app-process';
import { test as base, expect } from './support/test';

/**
 * The customer's emails end to end: a production server of its own whose SMTP_URL points at
 * a real SMTP server started here (the shared e2e server sends no mail).
 */
interface MailedApp {
  url: string;
  received: ReceivedMail[];
}

const test = base.extend<object, { mailedApp: MailedApp }>({
  mailedApp: [
    async ({}, provide) => {
      const smtp = await startSmtpServer();
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'track-emails-'));
      const url = `http://127.0.0.1:${port}`;
      const app = startApp(port, {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_URL: url,
        ADMIN_PASSWORD,
        TRUST_PROXY: '1',
      });
      try {
        await waitForHealth(port);
        await provide({ url, received: smtp.received });
      } finally {
        await killHard(app.child);
        await smtp.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ mailedApp }, provide) => provide(mailedApp.url),
});

async function mailTo(app: MailedApp, address: string, subject: string) {
  await expect
    .poll(
      () =>
        app.received.filter((m) => m.recipients.includes(address)).map((m) => m.headers.subject),
      { timeout: 20_000, intervals: [250] },
    )
    .toContain(subject);
  return app.received.find((m) => m.headers.subject === subject)!;
}

async function lookUp(page: Page, contact: string) {
  await page.getByLabel('Phone number or email').fill(contact);
  await page.getByRole('button', { name: 'Show my request' }).click();
}

test('booking → confirmation email with a working link → tracking shows received → staff mark it booked → the new step, dated, and a second email; the lead page lists both', async ({
  page,
  mailedApp,
}) => {
  test.setTimeout(120_000);
  const email = `${unique('asha').replace(/\W/g, '')}@example.in`;
  const reference = await bookThroughTheForm(page, unique('Asha Nayak'), email);
  await expect(page.getByTestId('track-on-success')).toContainText(
    `A confirmation email to ${email} with this reference.`,
  );

  const confirmation = await mailTo(mailedApp, email, `We have your booking ${reference}`);
  const link = `${mailedApp.url}/track?reference=${reference}`;
  expect(confirmation.body).toContain(link);
  expect(confirmation.html).toContain(`href="${link}"`);
  expect(confirmation.html).not.toMatch(/<img/i);

  await page.goto(link);
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
  await lookUp(page, '+91 98610 45678');
  const result = page.getByRole('region', { name: `Reference ${reference}` });
  await expect(result.getByTestId('track-status')).toHaveText('Status now: Received');

  // What the customer sees before staff act: received, dated, and nothing booked yet.
  const booked = result.getByTestId('track-timeline').getByRole('listitem').nth(2);
  await expect(booked).toContainText('Booked');
  await expect(booked).toContainText('Not yet');

  // The owner marks it booked on the lead's page.
  const staff = await page.context().browser()!.newPage({ baseURL: mailedApp.url });
  await signIn(staff);
  await staff
    .getByRole('link', { name: new RegExp(reference) })
    .first()
    .click();
  await expect(staff.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  const markedAt = Date.now();
  await staff.getByLabel('Status', { exact: true }).selectOption({ label: 'Booked' });
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('New → Booked')).toBeVisible();

  const second = await mailTo(mailedApp, email, `Your move is booked: ${reference}`);
  expect(second.body).toContain(link);

  // The tracking page shows the new step as the current one, with the date it happened.
  await page.reload();
  await expect(result.getByTestId('track-status')).toHaveText('Status now: Booked');
  const current = result.locator('[aria-current="step"]');
  await expect(current).toContainText('Booked');
  const at = await current.locator('time').getAttribute('datetime');
  expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(markedAt - 2_000);
  const receivedAt = await result
    .getByTestId('track-timeline')
    .getByRole('listitem')
    .first()
    .locator('time')
    .getAttribute('datetime');
  expect(Date.parse(receivedAt ?? '')).toBeLessThan(Date.parse(at ?? ''));

  // The lead page lists both emails to the customer, each sent.
  await staff.reload();
  const emails = staff.getByRole('region', { name: 'Emails to the customer' });
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  await expect(emails.getByRole('listitem').nth(0)).toContainText('Confirmation of the request');
  await expect(emails.getByRole('listitem').nth(1)).toContainText('Booking confirmed');
  for (const item of await emails.getByRole('listitem').all())
    await expect(item).toContainText(/Sent /);
  await staff.close();
});
