import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inviteTexts, signInTexts } from '@/features/people/content';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { signInTiming } from '@/features/people/server/sign-in';
import { testEngines } from '../../../../../tests/support/test-engines';
import { useAppStore } from '../../../../../tests/support/test-app';
import {
  CALLERS,
  matrixSnapshot,
  setUpRoleMatrix,
  type MatrixIds as Ids,
  type PerCaller,
} from '../../../../../tests/support/role-matrix';

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

/** What a caller's run of an action comes to. */
type Outcome =
  /** Sent to the sign-in page, nothing changed. */
  | 'sign-in'
  /** Told their role may not do it, nothing changed. */
  | 'refused'
  /** No error, and the store changed. */
  | 'done'
  /** Answered (see `alone`), nothing changed. */
  | 'unchanged'
  /** Sent to the signed-out page, their session ended. */
  | 'signed-out';

/** One rule: signed out, then crew, staff, coordinator and owner, in that order. */
const as = (out: Outcome, crew: Outcome, staff: Outcome, coordinator: Outcome, owner: Outcome) =>
  ({ 'signed-out': out, crew, staff, coordinator, owner }) as const;

const only = {
  /** Everyone signed in, the crew too (their own account). */
  everyone: as('sign-in', 'done', 'done', 'done', 'done'),
  /** The office's staff: the crew works only its own moves (src/features/move-day). */
  signedIn: as('sign-in', 'refused', 'done', 'done', 'done'),
  owner: as('sign-in', 'refused', 'refused', 'refused', 'done'),
  office: as('sign-in', 'refused', 'refused', 'done', 'done'),
  anyone: as('unchanged', 'unchanged', 'unchanged', 'unchanged', 'unchanged'),
} as const satisfies Record<string, PerCaller<Outcome>>;

/**
 * Who may run each action, and the form it is sent. A new action must be given a rule, with
 * each caller's outcome written out. An action anyone may run says what it answers that form
 * without a session (`alone`).
 */
const RULES: Record<
  string,
  {
    outcome: PerCaller<Outcome>;
    form: (ids: Ids) => Record<string, string>;
    alone?: { result?: unknown; to?: string };
  }
> = {
  'people/account.ts updateAccountAction': {
    outcome: only.everyone,
    form: () => ({ name: 'Renamed Person' }),
  },
  'leads/add-lead.ts addLeadAction': {
    outcome: only.signedIn,
    form: () => ({ kind: 'quote', channel: 'phone', name: 'Caller', phone: '98610 45678' }),
  },
  'leads/staff-leads.ts deleteLeadAction': {
    outcome: only.owner,
    form: (ids) => ({ tab: 'bookings', id: ids.lead }),
  },
  'people/session.ts signInAction': {
    outcome: only.anyone,
    form: () => ({ password: 'wrong-password' }),
    alone: { result: { error: signInTexts.wrong } },
  },
  'people/session.ts signOutAction': {
    outcome: as('unchanged', 'signed-out', 'signed-out', 'signed-out', 'signed-out'),
    form: () => ({}),
    alone: { to: '/admin/sign-in?reason=signed-out' },
  },
  'people/invite.ts acceptInviteAction': {
    outcome: only.anyone,
    form: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
    alone: { result: { error: inviteTexts.gone } },
  },
  'people/users.ts addUserAction': {
    outcome: only.owner,
    form: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'coordinator' }),
  },
  'people/users.ts updateUserAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.other, intent: 'disable' }),
  },
  'leads/lead-page.ts updateLeadAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      status: 'contacted',
      assigneeId: ids.staff,
      followUpOn: '2031-02-03',
    }),
  },
  'leads/lead-page.ts saveMoveDayAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      slot: '09:00',
      vehicle: 'truck-14ft',
      crewCount: '4',
      confirmed: 'yes',
    }),
  },
  'leads/lead-page.ts addNoteAction': {
    outcome: only.signedIn,
    form: (ids) => ({ type: 'bookings', id: ids.lead, text: 'Called back.' }),
  },
  'reviews/moderation.ts moderateReviewAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.review, reply: 'Thank you for moving with us.' }),
  },
  'outbox/outbox.ts resendEmailAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.email }),
  },
  'payments/payments.ts recordPaymentAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      kind: 'advance',
      amount: '5,000',
      mode: 'upi',
      reference: '412345678901',
      receivedOn: todayInIndia(),
    }),
  },
  // A packing list: every role's (an invoice is the office's: src/app/api/admin/documents.test.ts).
  'documents/documents.ts issueDocumentAction': {
    outcome: only.signedIn,
    form: (ids) => ({ type: 'bookings', id: ids.lead, kind: 'packing-list' }),
  },
  // Reviewing a customer's damage claim is the office's: its note goes to the customer.
  'claims/claims.ts updateClaimAction': {
    outcome: only.office,
    form: (ids) => ({
      type: 'bookings',
      id: ids.quoted,
      claimId: ids.claim,
      status: 'under-review',
      note: 'A surveyor will call.',
    }),
  },
  'quotation/staff-quotation.ts saveQuotationAction': {
    outcome: only.office,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      'kind-0': 'transport',
      'label-0': 'Transport by closed truck',
      'amount-0': '15,000',
      advance: '10',
      advanceUnit: 'percent',
      validUntil: todayInIndia(),
    }),
  },
  'quotation/staff-quotation.ts sendQuotationAction': {
    outcome: only.office,
    form: (ids) => ({ type: 'bookings', id: ids.quoted, channel: 'whatsapp' }),
  },
  'leads/lead-page.ts setSurveyLineAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      room: 'Kitchen',
      itemId: 'gas-stove',
      qty: '2',
    }),
  },
};

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
