import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_PASSWORD } from './support/admin';
import { validationMessages } from '../../src/content/validation';
import { rowWhere } from './support/db';

test('a 5 MB server action and a 20 KiB staff call are refused with 413, not 500', async ({
  request,
}) => {
  const action = await request.post('/', {
    headers: { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
    data: 'x'.repeat(5 * 1024 * 1024),
  });
  expect(action.status()).toBe(413);
  expect((await action.json()).error.code).toBe('payload_too_large');
  const staff = await request.post('/api/admin/session', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ password: 'x'.repeat(20 * 1024) }),
  });
  expect(staff.status()).toBe(413);
});

test('behind a TLS proxy (X-Forwarded-Proto: https) a redirecting server action answers with its target', async ({
  page,
  request,
}) => {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  const headers = posted.headers();
  const response = await request.post('/admin/sign-in', {
    headers: {
      'next-action': headers['next-action']!,
      'content-type': headers['content-type']!,
      accept: 'text/x-component',
      'next-router-state-tree': headers['next-router-state-tree'] ?? '',
      origin: new URL(page.url()).origin,
      'x-forwarded-proto': 'https',
    },
    data: posted.postDataBuffer()!,
  });
  // Next renders the target itself (over 127.0.0.1, plain http), instead of failing to fetch it
  // over https from this plain-http port and leaving the client to fetch it again.
  expect(response.status()).toBe(200);
  expect(response.headers()['x-action-redirect']).toMatch(/^\/admin\b/);
  expect(await response.text()).toContain('Leads');
});

test('a hand-made server-action call: an encoding no browser uses gets 400, arguments no page sends get the form state, never a 500', async ({
  page,
  request,
}) => {
  // The sign-in action's id, as the browser sends it (the password is wrong on purpose).
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill('not-the-password');
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  const actionId = posted.headers()['next-action']!;
  const headers = { 'next-action': actionId, accept: 'text/x-component' };

  // An encoding no browser uses for an action: refused by the front server before Next reads it.
  const urlencoded = await request.post('/admin/sign-in', {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'password=x',
  });
  expect(urlencoded.status()).toBe(400);
  expect((await urlencoded.json()).error.code).toBe('bad_request');

  // JSON arguments (text/plain, as React sends a form with no fields), but not a form.
  const json = await request.post('/admin/sign-in', {
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
    data: '["nonsense", 42]',
  });
  expect(json.status()).toBeLessThan(500);
  expect(json.headers()['set-cookie'] ?? '').not.toMatch(/moveease_admin=[^;]+/);

  // Multipart, as the browser encodes a call, but with a number where the form should be.
  const multipart = await request.post('/admin/sign-in', {
    headers,
    multipart: { '0': '["nonsense", 42]' },
  });
  expect(multipart.status()).toBeLessThan(500);
  expect(multipart.headers()['set-cookie'] ?? '').not.toMatch(/moveease_admin=[^;]+/);
});

test.describe('forms posted without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /**
   * Submits the page's form as the browser does, with MARKER (typed into a field) swapped in the
   * body the browser sends (multipart with the $ACTION_ fields React renders, no Next-Action
   * header) for `size` bytes of text. Resolves to the answer's status and how long it took.
   */
  async function submitSwelled(page: Page, submit: () => Promise<void>, size: number) {
    let sent = '';
    await page.route(
      (url) => url.pathname === new URL(page.url()).pathname,
      async (route) => {
        const request = route.request();
        if (request.method() !== 'POST') return route.continue();
        sent = request.postData() ?? '';
        await route.continue({ postData: sent.replace('MARKER', 'x'.repeat(size)) });
      },
    );
    const started = Date.now();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      submit(),
    ]);
    expect(sent).toContain('$ACTION_');
    expect(sent).not.toBe('');
    return { status: response.status(), ms: Date.now() - started };
  }

  test('a 200 KB contact message gets a 413 page saying so, not a 500', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill('Long Writer');
    await main.getByLabel('Email address').fill('long@example.in');
    await main.getByRole('textbox', { name: 'Message' }).fill('MARKER');
    const { status } = await submitSwelled(
      page,
      () => main.getByRole('button', { name: 'Send Message' }).click(),
      200 * 1024,
    );
    expect(status).toBe(413);
    await expect(page.getByRole('heading', { name: 'That was too long to send' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the form again' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a 17 KB booking note posted to a link carrying an estimate is answered at once (not held 30 s for a 500) and refused whole, not stored cut short', async ({
    page,
  }) => {
    await page.goto('/booking?size=2bhk&from=mumbai&to=pune');
    await page.getByLabel('Full name').fill('Estimate Carrier');
    await page.getByLabel('Email address').fill('carrier@example.in');
    await page.getByLabel('Phone number').fill('98610 45678');
    const date = new Date(Date.now() + 5.5 * 3600_000 + 10 * 86_400_000);
    await page.getByLabel('Preferred moving date').fill(date.toISOString().slice(0, 10));
    await page.getByLabel(/Anything we should know/).fill('MARKER');
    const { status, ms } = await submitSwelled(
      page,
      () => page.getByRole('button', { name: 'Confirm Booking' }).click(),
      17 * 1024,
    );
    // Within the action limit, so the booking's action answers as for any other booking: the
    // note is over its field's limit, so it is refused with the field's message.
    expect(status).toBe(200);
    expect(ms).toBeLessThan(10_000);
    await expect(page.getByText(validationMessages.textTooLong)).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Estimate Carrier');
    expect(
      rowWhere('select id from bookings where email = ?', 'carrier@example.in'),
    ).toBeUndefined();
  });
});

test('a server action from another site gets 403, arguments Next cannot read get 400: never a 500, nothing done (issue 45 point 5)', async ({
  page,
  request,
}) => {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  const sent = {
    headers: {
      'next-action': posted.headers()['next-action']!,
      'content-type': posted.headers()['content-type']!,
      accept: 'text/x-component',
    },
    data: posted.postDataBuffer()!,
  };
  const noSession = (response: { headers: () => Record<string, string> }) =>
    expect(response.headers()['set-cookie'] ?? '').not.toMatch(/moveease_admin=[^;]+/);

  // The right password, from a page of another site (or a sandboxed one: Origin null).
  for (const origin of ['https://evil.test', 'null']) {
    const cross = await request.post('/admin/sign-in', {
      ...sent,
      headers: { ...sent.headers, origin },
    });
    expect(cross.status()).toBe(403);
    expect((await cross.json()).error.code).toBe('forbidden');
    noSession(cross);
  }
  // A browser's plain form post from another site gets a page saying so.
  const plain = await request.post('/contact', {
    headers: { origin: 'https://evil.test', accept: 'text/html' },
    multipart: { $ACTION_ID_0123: '', name: 'Cross Site' },
  });
  expect(plain.status()).toBe(403);
  expect(await plain.text()).toContain('That form was not sent');

  // What React's decoder cannot read, in both encodings a browser uses.
  const headers = { 'next-action': sent.headers['next-action'], accept: 'text/x-component' };
  const text = await request.post('/admin/sign-in', {
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
    data: '{not json',
  });
  expect(text.status()).toBe(400);
  expect((await text.json()).error.code).toBe('bad_request');
  const multipart = await request.post('/admin/sign-in', {
    headers,
    multipart: { '0': '{not json' },
  });
  expect(multipart.status()).toBe(400);
  noSession(multipart);

  // The same call from our own page still signs in.
  const own = await request.post('/admin/sign-in', {
    ...sent,
    headers: { ...sent.headers, origin: new URL(page.url()).origin },
  });
  expect(own.status()).toBeLessThan(400);
});

test('a quotation page asked for too often answers 429 with its "Too many tries" page', async ({
  request,
}) => {
  // Unknown links count against the address: past ten, every quotation call is refused.
  let last = await request.get(`/q/${'Z'.repeat(24)}`);
  for (let i = 0; i < 12 && last.status() === 404; i++)
    last = await request.get(`/q/${'Y'.repeat(23)}${i}`, { headers: { accept: 'text/html' } });
  expect(last.status()).toBe(429);
  expect(await last.text()).toContain('Too many tries');
});
