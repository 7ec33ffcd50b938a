import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { signInTiming } from '@/features/people/server/sign-in';
import { endSession, startSession } from '@/features/people/server/sessions';
import { testEngines } from '@tests/support/test-engines';
import { adminRequest } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import {
  matrixSnapshot,
  setUpRoleMatrix,
  SIGNED_IN,
  quotationDraft,
  TINY_PNG,
  type MatrixIds as Ids,
  type PerCaller,
} from '@tests/support/role-matrix';
import {
  HTTP_METHODS,
  importRoute as importRouteFile,
  routeFilesUnder,
} from '@tests/support/route-files';

const API_DIR = import.meta.dirname;
const METHODS = HTTP_METHODS;

/** Every route.ts under /api/admin, found on disk, so a new one cannot be left out. */
const routeFiles = routeFilesUnder(API_DIR);

/** Who may call: one row per route and method, each caller's exact status written out. */
const only = {
  anyone: (s: number) =>
    ({ 'signed-out': s, crew: s, staff: s, coordinator: s, owner: s }) as const,
  /** Everyone signed in, the crew too: their own account and session, their moves' steps. */
  everyone: (ok: number) =>
    ({ 'signed-out': 401, crew: ok, staff: ok, coordinator: ok, owner: ok }) as const,
  /** The office's staff (the crew sees only its own moves: src/features/move-day). */
  signedIn: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: ok, coordinator: ok, owner: ok }) as const,
  office: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: 403, coordinator: ok, owner: ok }) as const,
  owner: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: 403, coordinator: 403, owner: ok }) as const,
};

/**
 * Who may call each route and method. A route found on disk but missing here fails the
 * first test, so every new one is given a rule on purpose. `status` is what each caller gets
 * for the row's body; a route anyone may call answers its (wrong) body the same whoever calls.
 */
const RULES: Record<
  string,
  {
    status: PerCaller<number>;
    /** Open to callers without a session (signing in, invites): it judges the body itself. */
    open?: true;
    body?: (ids: Ids) => unknown;
    /** Its parameters are in the query string, as a GET's are. */
    query?: boolean;
    headers?: Record<string, string>;
  }
> = {
  'GET account/route.ts': { status: only.everyone(200) },
  'PATCH account/route.ts': {
    status: only.everyone(200),
    body: () => ({ name: 'Renamed Person' }),
  },
  'GET audit/route.ts': { status: only.owner(200) },
  // The dashboard's own link: a browser says the request is same-origin.
  'GET export/route.ts': {
    status: only.office(200),
    headers: { 'sec-fetch-site': 'same-origin' },
  },
  'POST export/route.ts': { status: only.office(200), query: true },
  'GET leads/route.ts': { status: only.signedIn(200) },
  'POST leads/route.ts': {
    status: only.signedIn(201),
    body: () => ({ kind: 'quote', channel: 'phone', name: 'Caller', phone: '98610 45678' }),
  },
  'GET leads/[type]/[id]/route.ts': { status: only.signedIn(200) },
  'PATCH leads/[type]/[id]/route.ts': {
    status: only.signedIn(200),
    // The lead's own fields and its move day (a booking), in one request.
    body: (ids) => ({
      status: 'booked',
      assigneeId: ids.staff,
      followUpOn: '2031-01-02',
      slot: '09:00',
      vehicle: 'truck-14ft',
      crew: { count: 4, names: 'Ramesh, Suresh' },
      driver: { name: 'Raju', phone: '98610 45678' },
      confirmed: true,
    }),
  },
  'DELETE leads/[type]/[id]/route.ts': { status: only.owner(204) },
  'POST leads/[type]/[id]/notes/route.ts': {
    status: only.signedIn(201),
    body: () => ({ text: 'Called.' }),
  },
  // A step of the move day: the crew member is on this move's crew (role-matrix.ts).
  'POST leads/[type]/[id]/milestones/route.ts': {
    status: only.everyone(201),
    body: () => ({ kind: 'arrived', note: 'At the gate.' }),
  },
  'POST leads/[type]/[id]/collections/route.ts': {
    status: only.everyone(201),
    body: () => ({ amountPaise: 50_000, mode: 'cash' }),
  },
  // A photo is multipart (photos.test.ts): a JSON body passes the rights, then 415.
  'POST leads/[type]/[id]/photos/route.ts': { status: only.everyone(415), body: () => ({}) },
  'GET leads/[type]/[id]/photos/route.ts': { status: only.everyone(200) },
  'POST leads/[type]/[id]/signatures/route.ts': {
    status: only.everyone(201),
    body: () => ({ stage: 'pickup', name: 'Meera Das', png: TINY_PNG }),
  },
  // The matrix's move is not delivered: no proof yet, for all who may open it.
  'GET leads/[type]/[id]/proof-of-delivery/route.ts': { status: only.everyone(404) },
  'GET leads/[type]/[id]/inventory/route.ts': { status: only.signedIn(200) },
  'PUT leads/[type]/[id]/inventory/route.ts': {
    status: only.signedIn(200),
    body: () => ({ rooms: [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 1 }] }] }),
  },
  'GET leads/[type]/[id]/quotations/route.ts': { status: only.signedIn(200) },
  'POST leads/[type]/[id]/quotations/route.ts': { status: only.office(201), body: () => ({}) },
  'GET leads/[type]/[id]/payments/route.ts': { status: only.signedIn(200) },
  'POST leads/[type]/[id]/payments/route.ts': {
    status: only.signedIn(201),
    body: () => ({
      kind: 'advance',
      amountPaise: 50_000,
      mode: 'cash',
      receivedOn: todayInIndia(),
    }),
  },
  'GET leads/[type]/[id]/documents/route.ts': { status: only.signedIn(200) },
  // A packing list: the crew's paper, so every role may issue it (an invoice is the office's:
  // src/app/api/admin/documents.test.ts).
  'POST leads/[type]/[id]/documents/route.ts': {
    status: only.signedIn(201),
    body: () => ({ kind: 'packing-list' }),
  },
  'GET documents/[id]/route.ts': { status: only.signedIn(200) },
  'GET leads/[type]/[id]/claims/route.ts': { status: only.signedIn(200) },
  // Reviewing a customer's claim is the office's (its note goes to the customer).
  'PATCH claims/[id]/route.ts': {
    status: only.office(200),
    body: () => ({ status: 'under-review', note: 'A surveyor will call.' }),
  },
  'PUT quotations/[id]/route.ts': {
    status: only.office(200),
    body: () => ({ ...quotationDraft(), version: 1 }),
  },
  'POST quotations/[id]/send/route.ts': {
    status: only.office(200),
    body: () => ({ channel: 'whatsapp' }),
  },
  'POST session/route.ts': {
    status: only.anyone(401),
    open: true,
    body: () => ({ password: 'not-the-password' }),
  },
  'DELETE session/route.ts': { status: only.everyone(204) },
  'POST invite/route.ts': {
    status: only.anyone(410),
    open: true,
    body: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
  },
  'GET users/route.ts': { status: only.owner(200) },
  'POST users/route.ts': {
    status: only.owner(201),
    body: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'coordinator' }),
  },
  'PATCH users/[id]/route.ts': {
    status: only.owner(200),
    body: () => ({ disabled: true, role: 'owner' }),
  },
  'GET vitals/route.ts': { status: only.owner(200) },
  'GET reports/route.ts': { status: only.office(200) },
  'PATCH reviews/[id]/route.ts': {
    status: only.owner(200),
    body: () => ({ reply: 'Thank you for moving with us.' }),
  },
};

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
    .map((part) => (part === '[type]' ? 'bookings' : part === '[id]' ? idOf(file, ids) : part))
    .join('/');

/** The id an `[id]` segment of a route file names. */
const idOf = (file: string, ids: Ids) =>
  file.startsWith('users/')
    ? ids.other
    : file.startsWith('quotations/')
      ? ids.quotation
      : file.startsWith('documents/')
        ? ids.document
        : file.startsWith('reviews/')
          ? ids.review
          : file.startsWith('claims/')
            ? ids.claim
            : ids.lead;

describe('the admin routes found on disk', () => {
  it('each have a rule of who may call them, and every rule names a route', () => {
    expect([...routeMethods].sort()).toEqual(Object.keys(RULES).sort());
  });
});

describe.each(testEngines)('the role matrix of every /api/admin route on %s', (engine) => {
  const app = useAppStore(engine);
  // Four callers answered a wrong password on each engine; the second a wrong answer waits is
  // src/features/people/server/sign-in.test.ts's to prove, not this file's.
  beforeAll(() => {
    signInTiming.wrongDelayMs = 0;
  });
  afterAll(() => {
    signInTiming.wrongDelayMs = 1000;
  });

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
        id: idOf(file, ids),
      }),
    };
    return mod[method]!(
      adminRequest(url, { method, cookie, body, headers: rule.headers }),
      context,
    );
  }

  it.each(routeMethods)('%s: refused without a session, changing nothing', async (key) => {
    const { ids } = await setUpRoleMatrix(app.db);
    const ended = (await startSession(app.db, ids.staff)).token;
    await endSession(app.db, ended);
    const rule = RULES[key]!;
    // The session is checked before anything else: a bad query or body still gets 401, not
    // 400. A route open to anyone judges the body: its answer to the rule's body, or 400.
    for (const [cookie, junk] of [undefined, 'forged-token', ended, 'A'.repeat(43)].flatMap(
      (cookie) => [[cookie, false] as const, [cookie, true] as const],
    )) {
      const before = await matrixSnapshot(app.db);
      const response = await call(key, ids, cookie, junk);
      const expected = rule.open && junk ? 400 : rule.status['signed-out'];
      expect(response.status, `${key} with cookie ${cookie}, junk ${junk}`).toBe(expected);
      expect(response.headers.get('set-cookie')).toBeNull();
      const text = await response.text();
      expect(text).not.toContain('Secret Customer');
      expect(await matrixSnapshot(app.db)).toEqual(before);
    }
  });

  it.each(routeMethods.flatMap((key) => SIGNED_IN.map((who) => [key, who] as const)))(
    '%s as %s: its exact status; a refusal changes nothing',
    async (key, who) => {
      const { ids, tokens } = await setUpRoleMatrix(app.db);
      const rule = RULES[key]!;
      const expected = rule.status[who];
      const before = await matrixSnapshot(app.db);
      const response = await call(key, ids, tokens[who]);
      expect(response.status, `${key} as ${who}: ${await response.clone().text()}`).toBe(expected);
      if (expected === 403) {
        expect((await response.json()).error.code).toBe('forbidden');
        // Refused before its body is read: a junk body gets the same refusal.
        expect((await call(key, ids, tokens[who], true)).status, `${key} junk`).toBe(403);
      }
      if (expected >= 400) expect(await matrixSnapshot(app.db)).toEqual(before);
    },
  );
});
