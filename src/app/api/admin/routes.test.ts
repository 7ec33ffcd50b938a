import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTiming } from '@/features/people/server/sign-in';
import { endSession, startSession } from '@/features/people/server/sessions';
import { testEngines } from '@tests/support/test-engines';
import { adminRequest } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import {
  matrixSnapshot,
  setUpRoleMatrix,
  SIGNED_IN,
  type MatrixIds as Ids,
} from '@tests/support/role-matrix';
import {
  HTTP_METHODS,
  importRoute as importRouteFile,
  routeFilesUnder,
} from '@tests/support/route-files';
import { RULES } from '@tests/support/route-rules';

const API_DIR = import.meta.dirname;
const METHODS = HTTP_METHODS;

/** Every route.ts under /api/admin, found on disk, so a new one cannot be left out. */
const routeFiles = routeFilesUnder(API_DIR);

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
