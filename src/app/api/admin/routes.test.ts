import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/server/auth/admin-password';
import { startSession, endSession } from '@/server/auth/sessions';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { adminRequest } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';

const API_DIR = path.join(import.meta.dirname);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Every route.ts under /api/admin, found on disk, so a new one cannot be left out. */
const routeFiles = fs
  .readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('route.ts'))
  .sort();

/** The URL of a route file, with a real lead's type and id in its dynamic segments. */
const urlOf = (file: string, lead: { id: string }) =>
  '/api/admin/' +
  path
    .dirname(file)
    .split(path.sep)
    .filter((part) => part !== '.')
    .map((part) => (part === '[type]' ? 'bookings' : part === '[id]' ? lead.id : part))
    .join('/');

// Sign-in is the one call that needs no session: it answers a wrong password with 401.
const SIGN_IN = 'POST session/route.ts';

describe('the admin routes found on disk', () => {
  it('include the contract’s routes', () => {
    expect(routeFiles.map((f) => f.split(path.sep).join('/'))).toEqual([
      'export/route.ts',
      'leads/[type]/[id]/route.ts',
      'leads/route.ts',
      'session/route.ts',
    ]);
  });
});

describe.each(testEngines)('every /api/admin route without a session on %s', (engine) => {
  const app = useAppStore(engine);

  it.each(routeFiles)('%s answers 401 to every method and changes nothing', async (file) => {
    const lead = fakeLead('bookings', 1, { name: 'Secret Customer', status: 'new' });
    await insertFakeLeads(app.db, 'bookings', [lead]);
    await setAdminPassword(app.db, 'staff-password');
    const ended = await startSession(app.db);
    await endSession(app.db, ended.token);
    const mod = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(API_DIR, file)).href
    )) as Record<string, unknown>;
    const methods = METHODS.filter((method) => typeof mod[method] === 'function');
    expect(methods.length).toBeGreaterThan(0);

    for (const method of methods) {
      const handler = mod[method] as (r: Request, c: unknown) => Promise<Response>;
      const url = urlOf(file, lead) + (method === 'GET' ? '?type=bookings' : '');
      const isSignIn = `${method} ${file.split(path.sep).join('/')}` === SIGN_IN;
      const body = isSignIn ? { password: 'not-the-password' } : { status: 'done' };
      const context = { params: Promise.resolve({ type: 'bookings', id: lead.id }) };
      for (const cookie of [undefined, 'forged-token', ended.token, 'A'.repeat(43)]) {
        const response = await handler(
          adminRequest(url, { method, cookie, body: method === 'GET' ? undefined : body }),
          context,
        );
        expect(response.status, `${method} ${url} with cookie ${cookie}`).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        const text = await response.text();
        expect(text).not.toContain('Secret Customer');
        expect(text).not.toContain(lead.reference);
        if (isSignIn) break;
      }
    }
    const row = await app.db
      .selectFrom('bookings')
      .select(['name', 'status'])
      .where('id', '=', lead.id)
      .executeTakeFirst();
    expect(row).toEqual({ name: 'Secret Customer', status: 'new' });
  });
});
