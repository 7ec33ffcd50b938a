import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/admin';
import { formOf, formTakenOver } from './support/forms';
import { settlePage } from './support/settle';
import { watchViolations } from './support/csp-violations';
import { bookingPage } from '../../src/features/leads/content/booking';
import { newsletterForm } from '../../src/features/leads/content/newsletter';

// Staff pages read from the file system, as admin-routes.spec.ts does.
const APP = path.resolve('src/app');
const staffPages = fs
  .readdirSync(path.join(APP, '(admin)'), { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map(
    (file) =>
      '/' +
      path
        .dirname(path.join('(admin)', file))
        .split(path.sep)
        .filter((part) => !/^\(.*\)$/.test(part) && part !== '.')
        .map((part) => (part === '[type]' ? 'bookings' : /^\[.*\]$/.test(part) ? 'x' : part))
        .join('/'),
  )
  .filter((url) => !url.startsWith('/admin/invite/') && url !== '/admin/sign-in')
  .sort();

const REQUIRED = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

test('every kind of response carries the security headers', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const responses = [
    ['page', home],
    ['booking', await request.get('/booking')],
    ['api', await request.get('/api/health')],
    ['api error', await request.put('/api/bookings')],
    ['static file', await request.get(script!)],
    ['public file', await request.get('/robots.txt')],
    ['not found', await request.get('/no-such-page')],
    ['not found in Hindi', await request.get('/hi/no-such-page')],
    ['staff page', await request.get('/admin/sign-in')],
    ['quotation', await request.get('/q/no-such-token')],
  ] as const;
  // Only the pages that show someone's own data get a browsing context of their own
  // (src/proxy.ts); on a public page it would cost a first visit a new renderer.
  const isolated: readonly string[] = ['staff page', 'quotation'];
  for (const [label, response] of responses) {
    const headers = response.headers();
    for (const directive of REQUIRED)
      expect(headers['content-security-policy'], label).toContain(directive);
    expect(headers['content-security-policy'], label).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toMatch(
      /^(strict-origin-when-cross-origin|same-origin)$/,
    );
    expect(headers['permissions-policy'], label).toContain('camera=()');
    // SITE_URL of the e2e server is http: no HSTS (security-headers.test.ts covers https).
    expect(headers['strict-transport-security'], label).toBeUndefined();
    expect(headers['cross-origin-opener-policy'], label).toBe(
      isolated.includes(label) ? 'same-origin' : undefined,
    );
  }
});

// Every page of the route list is watched by routes.spec.ts as it loads and scrolls it for axe;
// these are the pages outside that list.
test('no page outside the route list reports a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const route of ['/track', '/estimate?from=Pune&to=Mumbai', '/no-such-page']) {
    await page.goto(route);
    await settlePage(page);
    expect(await violations(), route).toEqual([]);
  }
});

/**
 * Focuses a lead form's first field (which loads its schema) and, once the form's code has taken
 * over, sends it empty: the field marked invalid proves the schema was built and ran in the
 * browser.
 */
async function useFormEmpty(field: Locator) {
  await field.focus();
  await formTakenOver(formOf(field));
  await field.evaluate((input: HTMLInputElement) => input.form!.requestSubmit());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

// Zod's JIT probed `new Function` as the first schema was built, a violation reported once a
// form was first focused, after the page-load check above was done (src/lib/zod.ts).
test('no lead form reports a CSP violation once used', async ({ page }) => {
  const violations = await watchViolations(page);
  const forms: [string, () => Promise<void>][] = [
    ['/contact', () => useFormEmpty(page.locator('#contact-name'))],
    ['/services/quotation', () => useFormEmpty(page.locator('#quotation-name'))],
    [
      '/faq',
      () =>
        useFormEmpty(
          page.getByRole('contentinfo').getByLabel(newsletterForm.label, { exact: true }),
        ),
    ],
    [
      '/booking',
      async () => {
        await page.locator('#booking-name').focus();
        await formTakenOver(formOf(page.locator('#booking-name')));
        await page.getByRole('tab', { name: new RegExp(bookingPage.steps[2]) }).click();
        await page.getByRole('button', { name: bookingPage.buttons.confirm }).click();
        await expect(page.locator('#booking-name')).toHaveAttribute('aria-invalid', 'true');
      },
    ],
  ];
  for (const [route, use] of forms) {
    await page.goto(route);
    await use();
    expect(await violations(), route).toEqual([]);
  }
});

test('no staff page reports a CSP violation after signing in', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const violations = await watchViolations(page);
  await page.goto('/admin/sign-in');
  expect(await violations(), '/admin/sign-in').toEqual([]);
  await signIn(page);
  for (const route of staffPages) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await violations(), route).toEqual([]);
  }
});
