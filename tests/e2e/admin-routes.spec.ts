import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { inDays, unique } from './support/admin';

// Every staff page and API route, read from the file system, so a new one cannot be forgotten.
const APP = path.resolve('src/app');
const files = (dir: string, name: string) =>
  fs
    .readdirSync(path.join(APP, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === name)
    .map((file) => path.join(dir, file));

/** src/app/(admin)/admin/(dashboard)/page.tsx → /admin: route groups vanish, [x] gets a value. */
const urlOf = (file: string) =>
  '/' +
  path
    .dirname(file)
    .split(path.sep)
    .filter((part) => !/^\(.*\)$/.test(part) && part !== '.')
    .map((part) => (part === '[type]' ? 'bookings' : /^\[.*\]$/.test(part) ? 'x' : part))
    .join('/');

const adminPages = files('(admin)', 'page.tsx').map(urlOf).sort();
// The invite page needs no session: the link is the proof (tested below with a dead link).
const signedInPages = adminPages.filter((url) => !url.startsWith('/admin/invite/'));
const apiRoutes = files('api/admin', 'route.ts').map((file) => ({
  url: urlOf(file),
  methods: [
    ...fs
      .readFileSync(path.join(APP, file), 'utf8')
      // The handlers a route really has, as it hands them to apiRoute({ GET: …, POST: … }).
      .matchAll(/\b(GET|POST|PUT|PATCH|DELETE): handle\w+/g),
  ].map((m) => m[1]!),
}));
const forged = `moveease_admin=${'Q'.repeat(43)}`;

test.describe('no staff page or API route answers without a session', () => {
  test('the file system lists the staff pages and API routes', () => {
    expect(adminPages).toEqual([
      '/admin',
      '/admin/account',
      '/admin/audit',
      '/admin/claims',
      '/admin/day',
      '/admin/invite/x',
      '/admin/leads/bookings/x',
      '/admin/leads/bookings/x/job',
      '/admin/leads/new',
      '/admin/moves',
      '/admin/moves/x',
      '/admin/outbox',
      '/admin/reports',
      '/admin/reviews',
      '/admin/sign-in',
      '/admin/users',
      '/admin/vitals',
    ]);
    expect(apiRoutes.map((r) => r.url).sort()).toEqual([
      '/api/admin/account',
      '/api/admin/audit',
      '/api/admin/claims/x',
      '/api/admin/documents/x',
      '/api/admin/export',
      '/api/admin/invite',
      '/api/admin/leads',
      '/api/admin/leads/bookings/x',
      '/api/admin/leads/bookings/x/claims',
      '/api/admin/leads/bookings/x/collections',
      '/api/admin/leads/bookings/x/documents',
      '/api/admin/leads/bookings/x/inventory',
      '/api/admin/leads/bookings/x/milestones',
      '/api/admin/leads/bookings/x/notes',
      '/api/admin/leads/bookings/x/payments',
      '/api/admin/leads/bookings/x/photos',
      '/api/admin/leads/bookings/x/proof-of-delivery',
      '/api/admin/leads/bookings/x/quotations',
      '/api/admin/leads/bookings/x/signatures',
      '/api/admin/quotations/x',
      '/api/admin/quotations/x/send',
      '/api/admin/reports',
      '/api/admin/reviews/x',
      '/api/admin/session',
      '/api/admin/users',
      '/api/admin/users/x',
      '/api/admin/vitals',
    ]);
  });

  test('staff pages may not be framed or indexed', async ({ request }) => {
    for (const url of [...adminPages, '/api/admin/leads?type=bookings']) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.headers()['x-frame-options'], url).toBe('DENY');
      expect(response.headers()['content-security-policy'], url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  // Over HTTP, as the API routes below: what matters is what the server sends, and a browser's
  // page load per address (64 of them) cost a minute of CI for nothing more.
  test('every staff page answers with the sign-in page and no lead, with no cookie or a forged one', async ({
    request,
  }) => {
    const name = unique('Hidden Lead');
    const email = `${unique('hidden').replace(' ', '-')}@example.in`;
    const created = await request.post('/api/bookings', {
      data: { name, email, phone: '98610 45678', service: 'car-shifting', date: inDays(9) },
    });
    expect(created.status()).toBe(201);
    const { reference } = await created.json();
    for (const url of signedInPages) {
      for (const cookie of [undefined, forged]) {
        for (const address of [url, `${url}?q=${reference}`]) {
          const response = await request.get(address, { headers: cookie ? { cookie } : {} });
          const label = `${address} with ${cookie ?? 'no cookie'}`;
          expect(response.status(), label).toBe(200);
          expect(new URL(response.url()).pathname, label).toBe('/admin/sign-in');
          // (The reference may be in the remembered `next` address; the lead's data must not be.)
          const html = await response.text();
          expect(html, label).toMatch(/<h1[^>]*>Staff sign-in<\/h1>/);
          expect(html, label).not.toContain(name);
          expect(html, label).not.toContain(email);
        }
      }
    }
  });

  test('every /api/admin route answers 401 over HTTP, with no cookie or a forged one', async ({
    request,
  }) => {
    for (const { url, methods } of apiRoutes) {
      expect(methods.length, url).toBeGreaterThan(0);
      for (const method of methods) {
        // Signing in and setting a password through a link are the calls without a session.
        const noSession =
          (url === '/api/admin/session' || url === '/api/admin/invite') && method === 'POST';
        if (noSession && url === '/api/admin/invite') continue;
        const signIn = noSession;
        for (const cookie of signIn ? [undefined] : [undefined, forged]) {
          const response = await request.fetch(`${url}?type=bookings`, {
            method,
            headers: cookie ? { cookie } : {},
            data: signIn
              ? { password: 'not-the-password' }
              : method === 'PATCH'
                ? { status: 'done' }
                : undefined,
            maxRedirects: 0,
          });
          expect(response.status(), `${method} ${url} with ${cookie ?? 'no cookie'}`).toBe(401);
          expect((await response.json()).error.code).toBe('unauthorized');
        }
      }
    }
  });

  test('an unknown or used invite link shows that it no longer works, and no sign-in form', async ({
    page,
  }) => {
    await page.goto(`/admin/invite/${'Z'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    const answer = await page.request.post('/api/admin/invite', {
      data: { token: 'Z'.repeat(43), password: 'a-long-enough-password' },
    });
    expect(answer.status()).toBe(410);
    expect((await answer.json()).error.code).toBe('gone');
  });
});
