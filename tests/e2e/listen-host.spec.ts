import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { killHard, startApp, waitForHealth } from './support/app-process';
import { bookThroughTheForm, inDays, unique } from './support/admin';
import { expect, test } from './support/test';

/**
 * Issue 45 point 9: every server-action form (booking, contact, sign-in, quotation accept,
 * review) works from a browser that reached the site at 127.0.0.1, at localhost and at
 * SITE_URL's host (a name of its own, which Chromium resolves to this machine), with HOST unset
 * (every interface) and with HOST=127.0.0.1 (behind a proxy, as deploy/ sets it). Each server
 * is started the way npm start starts it, without TRUST_PROXY: a browser talks to it directly.
 *
 * What the host decides is one check for every server action (the Origin against the host the
 * browser used: Next's own, and the front server's action-guard.mjs). So at every host two
 * forms prove it (the staff sign-in and the contact form), and at SITE_URL's host, the address
 * a customer uses, every form does; the six hosts times five forms took 96 s of CI's two cores.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 60;
const SITE_HOST = 'moveease.test';
const PASSWORD = 'listen-host-password';

/** A booking made at an estimate and marked done: its review link and its quotation's link. */
async function reviewAndQuotation(request: APIRequestContext) {
  const created = await request.post('/api/bookings', {
    data: {
      name: unique('Meera Das'),
      email: 'meera@example.in',
      phone: '98610 45678',
      service: 'household-shifting',
      date: inDays(12),
      estimate: { size: '2bhk', from: 'bhubaneswar', to: 'kolkata' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const made = await request.post(`/api/admin/leads/bookings/${id}/quotations`, { data: {} });
  expect(made.status()).toBe(201);
  const quotation = new URL(((await made.json()) as { url: string }).url).pathname;
  const other = await request.post('/api/bookings', {
    data: {
      name: unique('Ravi Kumar'),
      email: 'ravi@example.in',
      phone: '98610 45678',
      service: 'car-shifting',
      date: inDays(12),
    },
  });
  const otherId = ((await other.json()) as { id: string }).id;
  const done = await request.patch(`/api/admin/leads/bookings/${otherId}`, {
    // Its move is in 12 days: the owner marks it done early, with a reason.
    data: { status: 'done', force: true, reason: 'Delivered early' },
  });
  expect(done.status()).toBe(200);
  const review = new URL(((await done.json()) as { reviewUrl: string }).reviewUrl).pathname;
  return { quotation, review };
}

async function signInAndContact(page: Page) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();

  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill(unique('Asha Patnaik'));
  await main.getByLabel('Email address').fill('writer@example.in');
  await main.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you pack glass?');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
}

async function theOtherForms(page: Page, links: { quotation: string; review: string }) {
  expect(await bookThroughTheForm(page, unique('Kiran Rao'), 'kiran@example.in')).toMatch(/^BK-/);

  const { quotation, review } = links;
  await page.goto(quotation);
  await page.getByLabel('Your full name').fill('Meera Das');
  await page.getByLabel('I have read the quotation and agree to its terms.').check();
  await page.getByRole('button', { name: 'Accept and book' }).click();
  await expect(page.getByText('Accepted — your move is booked')).toBeVisible();

  await page.goto(review);
  await page.getByLabel('4 stars').check();
  await page.getByLabel(/first name and initial/).check();
  await page.getByRole('button', { name: 'Publish my review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
}

test('every form works at 127.0.0.1, localhost and the SITE_URL host, with HOST unset and 127.0.0.1', async () => {
  test.setTimeout(300_000);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`],
  });
  try {
    for (const [index, host] of [undefined, '127.0.0.1'].entries()) {
      const port = BASE_PORT + index;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-host-'));
      const app = startApp(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: PASSWORD,
        SITE_URL: `http://${SITE_HOST}:${port}`,
        LEAD_RATE_LIMIT: '100/600',
        ...(host ? { HOST: host } : {}),
      });
      try {
        await waitForHealth(port);
        expect(app.log()).toContain(host ? `listening on ${host}` : 'Ready on http://localhost:');
        // The quotations and review links, made through the staff API (Node, not the browser).
        const staff = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
        expect(
          (await staff.post('/api/admin/session', { data: { password: PASSWORD } })).ok(),
        ).toBe(true);
        const links = await reviewAndQuotation(staff);
        await staff.dispose();
        for (const name of ['127.0.0.1', 'localhost', SITE_HOST]) {
          const started = Date.now();
          const context = await browser.newContext({ baseURL: `http://${name}:${port}` });
          const page = await context.newPage();
          const forms = async () => {
            await signInAndContact(page);
            if (name === SITE_HOST) await theOtherForms(page, links);
          };
          try {
            await test.step(`HOST=${host ?? '(unset)'}, at ${name}`, () =>
              forms().catch((error: unknown) => {
                throw new Error(`${String(error)}\nserver log:\n${app.log().slice(-2000)}`);
              }));
          } finally {
            await context.close();
          }
          console.log(`HOST=${host ?? '(unset)'} at ${name}: ${Date.now() - started} ms`);
        }
        expect(app.log()).not.toMatch(/does not match|Invalid Server Actions request/);
      } finally {
        await killHard(app.child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
});
