import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpServer, type ReceivedMail } from '../support/test-smtp';
import { ADMIN_PASSWORD, bookThroughTheForm, unique } from './support/admin';
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

test('booking → confirmation email with a working link → tracking shows received', async ({
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
});
