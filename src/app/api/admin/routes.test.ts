import path from 'node:path';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/server/auth/admin-password';
import { endSession, startSession } from '@/server/auth/sessions';
import { makeUser } from '@tests/support/test-users';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import type { Database } from '@/server/db/schema';
import { testEngines } from '@tests/support/test-engines';
import { adminRequest } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import {
  HTTP_METHODS,
  importRoute as importRouteFile,
  routeFilesUnder,
} from '@tests/support/route-files';

const API_DIR = import.meta.dirname;
const METHODS = HTTP_METHODS;

/** Every route.ts under /api/admin, found on disk, so a new one cannot be left out. */
const routeFiles = routeFilesUnder(API_DIR);

type Need = 'anyone' | 'staff' | 'owner';

/**
 * Who may call each route and method. A route found on disk but missing here fails the
 * first test, so every new one is given a rule on purpose. A route anyone may call says what
 * it `answers` its (wrong) body, whoever calls.
 */
const RULES: Record<
  string,
  {
    need: Need;
    body?: (ids: Ids) => unknown;
    answers?: number;
    /** Its parameters are in the query string, as a GET's are. */
    query?: boolean;
    headers?: Record<string, string>;
  }
> = {
  'GET audit/route.ts': { need: 'owner' },
  // The dashboard's own link: a browser says the request is same-origin.
  'GET export/route.ts': { need: 'owner', headers: { 'sec-fetch-site': 'same-origin' } },
  'POST export/route.ts': { need: 'owner', query: true },
  'GET leads/route.ts': { need: 'staff' },
  'POST leads/route.ts': {
    need: 'staff',
    body: () => ({ kind: 'quote', channel: 'phone', name: 'Caller', phone: '98610 45678' }),
  },
  'GET leads/[type]/[id]/route.ts': { need: 'staff' },
  'PATCH leads/[type]/[id]/route.ts': {
    need: 'staff',
    body: (ids) => ({ status: 'done', assigneeId: ids.staff, followUpOn: '2031-01-02' }),
  },
  'DELETE leads/[type]/[id]/route.ts': { need: 'owner' },
  'POST leads/[type]/[id]/notes/route.ts': { need: 'staff', body: () => ({ text: 'Called.' }) },
  'GET leads/[type]/[id]/inventory/route.ts': { need: 'staff' },
  'PUT leads/[type]/[id]/inventory/route.ts': {
    need: 'staff',
    body: () => ({ rooms: [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 1 }] }] }),
  },
  'POST session/route.ts': {
    need: 'anyone',
    body: () => ({ password: 'not-the-password' }),
    answers: 401,
  },
  'DELETE session/route.ts': { need: 'staff' },
  'POST invite/route.ts': {
    need: 'anyone',
    body: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
    answers: 410,
  },
  'GET users/route.ts': { need: 'owner' },
  'POST users/route.ts': {
    need: 'owner',
    body: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'staff' }),
  },
  'PATCH users/[id]/route.ts': { need: 'owner', body: () => ({ disabled: true, role: 'owner' }) },
  'GET vitals/route.ts': { need: 'owner' },
};

interface Ids {
  lead: string;
  staff: string;
  other: string;
}

const importRoute = async (file: string) => {
  const handlers = await importRouteFile(API_DIR, file);
  return handlers as Record<string, NonNullable<(typeof handlers)[string]>>;
};

/** What each route really answers, as its own OPTIONS tells (the rest are 405, see methods.test.ts). */
const routeMethods = (
  await Promise.all(
    routeFiles.map(async (file) => {
      const allow = (
        await (
          await importRoute(file)
        ).OPTIONS!(new Request('http://localhost'))
      ).headers
        .get('allow')!
        .split(', ');
      return METHODS.filter(
        (method) => method !== 'HEAD' && method !== 'OPTIONS' && allow.includes(method),
      ).map((method) => `${method} ${file}`);
    }),
  )
).flat();

/** The URL of a route file, with real ids in its dynamic segments. */
const urlOf = (file: string, ids: Ids) =>
  '/api/admin/' +
  path
    .dirname(file)
    .split('/')
    .filter((part) => part !== '.')
    .map((part) =>
      part === '[type]'
        ? 'bookings'
        : part === '[id]'
          ? file.startsWith('users/')
            ? ids.other
            : ids.lead
          : part,
    )
    .join('/');

/** Everything a refused call must leave as it was (the audit log may note a refusal). */
async function snapshot(db: Kysely<Database>) {
  const [bookings, users, invites, notes, history, sessions, surveys, surveyChanges] =
    await Promise.all([
      db.selectFrom('bookings').selectAll().orderBy('id').execute(),
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('invites').selectAll().orderBy('tokenHash').execute(),
      db.selectFrom('leadNotes').selectAll().orderBy('id').execute(),
      db.selectFrom('leadStatusHistory').selectAll().orderBy('id').execute(),
      db.selectFrom('adminSessions').select(['tokenHash', 'userId']).orderBy('tokenHash').execute(),
      db.selectFrom('leadInventories').selectAll().orderBy('leadId').execute(),
      db.selectFrom('leadInventoryChanges').selectAll().orderBy('id').execute(),
    ]);
  return { bookings, users, invites, notes, history, sessions, surveys, surveyChanges };
}

describe('the admin routes found on disk', () => {
  it('each have a rule of who may call them, and every rule names a route', () => {
    expect([...routeMethods].sort()).toEqual(Object.keys(RULES).sort());
  });
});

describe.each(testEngines)('the role matrix of every /api/admin route on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const lead = fakeLead('booking', 1, { name: 'Secret Customer', status: 'new' });
    await insertFakeLeads(app.db, 'booking', [lead]);
    await setAdminPassword(app.db, 'owner-password');
    const owner = await makeUser(app.db, 'owner');
    const staff = await makeUser(app.db, 'staff');
    const other = await makeUser(app.db, 'staff', { name: 'Other Person' });
    const ended = await startSession(app.db, staff.id);
    await endSession(app.db, ended.token);
    return { lead, owner, staff, ids: { lead: lead.id, staff: staff.id, other: other.id } };
  }

  async function call(key: string, ids: Ids, cookie: string | undefined, junk = false) {
    const [method, file] = key.split(' ') as [string, string];
    const mod = await importRoute(file);
    const rule = RULES[key]!;
    const query = method === 'GET' || rule.query;
    const url = urlOf(file, ids) + (query ? `?type=${junk ? 'nope' : 'bookings'}` : '');
    const body = junk && method !== 'GET' ? { unexpected: '\u0000'.repeat(3) } : rule.body?.(ids);
    const context = {
      params: Promise.resolve({
        type: 'bookings',
        id: file.startsWith('users/') ? ids.other : ids.lead,
      }),
    };
    return mod[method]!(
      adminRequest(url, { method, cookie, body, headers: rule.headers }),
      context,
    );
  }

  it.each(routeMethods)('%s: refused without a session, changing nothing', async (key) => {
    const { ids } = await setUp();
    const ended = (await startSession(app.db, ids.staff)).token;
    await endSession(app.db, ended);
    const rule = RULES[key]!;
    // The session is checked before anything else: a bad query or body still gets 401, not
    // 400. A route open to anyone judges the body: its answer to the rule's body, or 400.
    for (const [cookie, junk] of [undefined, 'forged-token', ended, 'A'.repeat(43)].flatMap(
      (cookie) => [[cookie, false] as const, [cookie, true] as const],
    )) {
      const before = await snapshot(app.db);
      const response = await call(key, ids, cookie, junk);
      const expected = rule.need !== 'anyone' ? 401 : junk ? 400 : rule.answers;
      expect(response.status, `${key} with cookie ${cookie}, junk ${junk}`).toBe(expected);
      expect(response.headers.get('set-cookie')).toBeNull();
      const text = await response.text();
      expect(text).not.toContain('Secret Customer');
      expect(await snapshot(app.db)).toEqual(before);
    }
  });

  it.each(routeMethods)(
    '%s: staff get what staff may, 403 and no change otherwise',
    async (key) => {
      const { staff, ids } = await setUp();
      const before = await snapshot(app.db);
      const response = await call(key, ids, staff.token);
      const need = RULES[key]!.need;
      if (need === 'owner') {
        expect(response.status, key).toBe(403);
        expect((await response.json()).error.code).toBe('forbidden');
        expect((await call(key, ids, staff.token, true)).status, `${key} junk`).toBe(403);
        expect(await snapshot(app.db)).toEqual(before);
      } else if (need === 'staff') {
        expect(response.status, key).toBeGreaterThanOrEqual(200);
        expect(response.status, key).toBeLessThan(300);
      } else {
        expect(response.status, key).toBe(RULES[key]!.answers);
        expect(await snapshot(app.db)).toEqual(before);
      }
    },
  );

  it.each(routeMethods)('%s: the owner may call it', async (key) => {
    const { owner, ids } = await setUp();
    const response = await call(key, ids, owner.token);
    if (RULES[key]!.need === 'anyone') expect(response.status, key).toBe(RULES[key]!.answers);
    else {
      expect(response.status, `${key}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(
        200,
      );
      expect(response.status, key).toBeLessThan(300);
    }
  });
});
