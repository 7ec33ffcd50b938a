import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { signInTiming } from '@/features/people/server/sign-in';
import { testEngines } from '../../../../../tests/support/test-engines';
import { useAppStore } from '../../../../../tests/support/test-app';
import { CALLERS, matrixSnapshot, setUpRoleMatrix } from '../../../../../tests/support/role-matrix';
import { RULES } from '@tests/support/action-rules';

// Server actions read the request through next/headers and leave through redirect(): here
// the test plays the request (its cookie) and catches where the action sends the browser.
const request = vi.hoisted(() => ({ headers: new Headers() }));
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: () => {}, delete: () => {}, get: () => undefined }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const FEATURES_DIR = path.resolve(import.meta.dirname, '../../..');

/** The action files the public posts to (each judges its own token or body), not staff's. */
const PUBLIC_ACTION_FILES = [
  'claims/track-claim.ts',
  'leads/lead-forms.ts',
  'quotation/customer-quotation.ts',
  'reviews/review.ts',
];

/** Every exported action of each feature's staff action files ('use server'), found on disk. */
const actionFiles = fs
  .readdirSync(FEATURES_DIR)
  .flatMap((feature) => {
    const dir = path.join(FEATURES_DIR, feature, 'server/actions');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').startsWith("'use server'"))
      .map((file) => `${feature}/${file}`);
  })
  .filter((file) => !PUBLIC_ACTION_FILES.includes(file))
  .sort();

const actions = await Promise.all(
  actionFiles.map(async (file) => {
    const mod = (await import(
      /* @vite-ignore */ path.join(FEATURES_DIR, file.replace('/', '/server/actions/'))
    )) as Record<string, unknown>;
    return Object.entries(mod)
      .filter(([, value]) => typeof value === 'function')
      .map(([name, fn]) => ({ key: `${file} ${name}`, fn: fn as (...args: unknown[]) => unknown }));
  }),
).then((lists) => lists.flat());

/** Runs an action as a form post would (with useActionState's previous state first). */
async function run(
  fn: (...args: unknown[]) => unknown,
  fields: Record<string, string>,
  cookie?: string,
) {
  request.headers = new Headers({
    'x-client-address': '203.0.113.60',
    ...(cookie ? { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` } : {}),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    const result = fn.length >= 2 ? await fn({}, form) : await fn(form);
    return { result, to: undefined as string | undefined };
  } catch (error) {
    if (error instanceof Redirected) return { result: undefined, to: error.to };
    throw error;
  }
}

describe('the staff area’s server actions found on disk', () => {
  it('each have a rule of who may run them, and every rule names an action', () => {
    expect(actions.map((a) => a.key).sort()).toEqual(Object.keys(RULES).sort());
  });
});

describe.each(testEngines)('the role matrix of every staff server action on %s', (engine) => {
  const app = useAppStore(engine);
  // The matrix answers a wrong password once per caller; the second a wrong answer waits is
  // src/features/people/server/sign-in.test.ts's to prove, not eight seconds of this file's.
  beforeAll(() => {
    signInTiming.wrongDelayMs = 0;
  });
  afterAll(() => {
    signInTiming.wrongDelayMs = 1000;
  });

  it.each(actions.flatMap((a) => CALLERS.map((who) => [a.key, who, a] as const)))(
    '%s as %s',
    async (key, who, { fn }) => {
      const { ids, tokens } = await setUpRoleMatrix(app.db);
      const rule = RULES[key]!;
      const before = await matrixSnapshot(app.db);
      const { result, to } = await run(
        fn,
        rule.form(ids),
        who === 'signed-out' ? undefined : tokens[who],
      );
      const after = await matrixSnapshot(app.db);
      const error = (result as { error?: string } | undefined)?.error;
      const label = `${key} as ${who}`;
      switch (rule.outcome[who]) {
        case 'sign-in':
          expect(to, label).toMatch(/^\/admin\/sign-in\?reason=expired/);
          expect(after, label).toEqual(before);
          break;
        case 'refused':
          expect(to ?? error, label).toMatch(/forbidden|Only the owner|role does not allow/);
          expect(after, label).toEqual(before);
          break;
        case 'done':
          expect(error, label).toBeUndefined();
          expect(to ?? '', label).not.toMatch(/sign-in|forbidden|failed/);
          expect(after, `${label} changed something`).not.toEqual(before);
          break;
        case 'unchanged':
          // Anyone may call it, but this form gets nowhere; without a session, exactly `alone`.
          if (who === 'signed-out') {
            expect(rule.alone, `${key} needs an expected outcome`).toBeDefined();
            expect(result, label).toEqual(rule.alone!.result);
            expect(to, label).toBe(rule.alone!.to);
          }
          expect(after, label).toEqual(before);
          break;
        case 'signed-out':
          expect(to, label).toBe('/admin/sign-in?reason=signed-out');
          expect(after.sessions.length, 'sign-out ends the session').toBe(
            before.sessions.length - 1,
          );
          break;
      }
    },
  );
});
