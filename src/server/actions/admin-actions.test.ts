import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteTexts, signInTexts } from '@/content/admin';
import { ADMIN_SESSION_COOKIE } from '@/lib/admin/session-cookie-name';
import { setAdminPassword } from '@/server/auth/admin-password';
import { todayInIndia } from '@/lib/dates';
import { insertQuotation } from '@/server/db/repositories/quotations';
import { makeUser } from '@tests/support/test-users';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import type { Database } from '@/server/db/schema';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';

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

const ACTIONS_DIR = import.meta.dirname;

/** Every exported action of the staff area's action files, found on disk. */
const actionFiles = fs
  .readdirSync(ACTIONS_DIR)
  .filter((file) => /^admin-.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .sort();

type Need = 'anyone' | 'staff' | 'owner';
interface Ids {
  lead: string;
  other: string;
  staff: string;
  /** A second lead, which has a quotation. */
  quoted: string;
}

/**
 * Who may run each action, and the form it is sent. A new action must be given a rule. An
 * action anyone may run says what it answers that form without a session (`alone`).
 */
const RULES: Record<
  string,
  {
    need: Need;
    form: (ids: Ids) => Record<string, string>;
    alone?: { result?: unknown; to?: string };
  }
> = {
  'admin-leads.ts changeStatusAction': {
    need: 'staff',
    form: (ids) => ({ tab: 'bookings', id: ids.lead, status: 'done' }),
  },
  'admin-leads.ts deleteLeadAction': {
    need: 'owner',
    form: (ids) => ({ tab: 'bookings', id: ids.lead }),
  },
  'admin-session.ts signInAction': {
    need: 'anyone',
    form: () => ({ password: 'wrong-password' }),
    alone: { result: { error: signInTexts.wrong } },
  },
  'admin-session.ts signOutAction': {
    need: 'anyone',
    form: () => ({}),
    alone: { to: '/admin/sign-in?reason=signed-out' },
  },
  'admin-invite.ts acceptInviteAction': {
    need: 'anyone',
    form: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
    alone: { result: { error: inviteTexts.gone } },
  },
  'admin-users.ts addUserAction': {
    need: 'owner',
    form: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'staff' }),
  },
  'admin-users.ts updateUserAction': {
    need: 'owner',
    form: (ids) => ({ id: ids.other, intent: 'disable' }),
  },
  'admin-lead-page.ts updateLeadAction': {
    need: 'staff',
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      status: 'contacted',
      assigneeId: ids.staff,
      followUpOn: '2031-02-03',
    }),
  },
  'admin-lead-page.ts addNoteAction': {
    need: 'staff',
    form: (ids) => ({ type: 'bookings', id: ids.lead, text: 'Called back.' }),
  },
  'admin-quotation.ts saveQuotationAction': {
    need: 'staff',
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
  'admin-quotation.ts sendQuotationAction': {
    need: 'staff',
    form: (ids) => ({ type: 'bookings', id: ids.quoted, channel: 'whatsapp' }),
  },
  'admin-lead-page.ts setSurveyLineAction': {
    need: 'staff',
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
    const mod = (await import(/* @vite-ignore */ path.join(ACTIONS_DIR, file))) as Record<
      string,
      unknown
    >;
    return Object.entries(mod)
      .filter(([, value]) => typeof value === 'function')
      .map(([name, fn]) => ({ key: `${file} ${name}`, fn: fn as (...args: unknown[]) => unknown }));
  }),
).then((lists) => lists.flat());

async function snapshot(db: Kysely<Database>) {
  const [bookings, users, invites, notes, history, sessions, surveys, quotations] =
    await Promise.all([
      db.selectFrom('bookings').selectAll().orderBy('id').execute(),
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('invites').selectAll().orderBy('tokenHash').execute(),
      db.selectFrom('leadNotes').selectAll().orderBy('id').execute(),
      db.selectFrom('leadStatusHistory').selectAll().orderBy('id').execute(),
      db.selectFrom('adminSessions').select(['tokenHash', 'userId']).orderBy('tokenHash').execute(),
      db.selectFrom('leadInventories').selectAll().orderBy('leadId').execute(),
      db.selectFrom('quotationVersions').selectAll().orderBy('quotationId').execute(),
    ]);
  return { bookings, users, invites, notes, history, sessions, surveys, quotations };
}

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
  let ids: Ids;
  let staffToken: string;
  let ownerToken: string;
  beforeEach(async () => {
    const lead = fakeLead('booking', 1, { status: 'new' });
    const quoted = fakeLead('booking', 2, { status: 'new', phone: '98610 45678' });
    await insertFakeLeads(app.db, 'booking', [lead, quoted]);
    await insertQuotation(app.db, {
      leadKind: 'booking',
      leadId: quoted.id,
      token: 'Q'.repeat(24),
      content: {
        lines: [{ kind: 'transport', label: 'Transport', amountPaise: 1_000_000 }],
        discountPaise: 0,
        advancePaise: 100_000,
        validUntil: todayInIndia(),
      },
      actorName: null,
    });
    await setAdminPassword(app.db, 'owner-password');
    const owner = await makeUser(app.db, 'owner');
    const staff = await makeUser(app.db, 'staff');
    const other = await makeUser(app.db, 'staff', { name: 'Other Person' });
    ids = { lead: lead.id, other: other.id, staff: staff.id, quoted: quoted.id };
    staffToken = staff.token;
    ownerToken = owner.token;
  });

  it.each(actions.map((a) => [a.key, a] as const))('%s', async (key, { fn }) => {
    const rule = RULES[key]!;
    const before = await snapshot(app.db);
    const alone = await run(fn, rule.form(ids));
    if (rule.need === 'anyone') {
      // Anyone may call it, but this form, without a session, gets nowhere.
      expect(rule.alone, `${key} needs an expected outcome`).toBeDefined();
      expect(alone.result, `${key} without a session`).toEqual(rule.alone!.result);
      expect(alone.to, `${key} without a session`).toBe(rule.alone!.to);
    } else {
      expect(alone.to, `${key} without a session`).toMatch(/^\/admin\/sign-in/);
    }
    expect(await snapshot(app.db), `${key} without a session`).toEqual(before);
    if (rule.need === 'owner') {
      const before = await snapshot(app.db);
      const { result, to } = await run(fn, rule.form(ids), staffToken);
      const refusal = to ?? (result as { error?: string }).error;
      expect(refusal, `${key} as staff`).toMatch(/forbidden|Only the owner/);
      expect(await snapshot(app.db)).toEqual(before);
    }
    if (rule.need === 'anyone') {
      // With a staff session the same form still changes nothing but, for sign-out, the session.
      const { to } = await run(fn, rule.form(ids), staffToken);
      const after = await snapshot(app.db);
      if (key.endsWith('signOutAction')) {
        expect(to).toBe('/admin/sign-in?reason=signed-out');
        expect(after.sessions.length, 'sign-out ends the session').toBe(before.sessions.length - 1);
      } else {
        expect(after).toEqual(before);
      }
    } else {
      const before = await snapshot(app.db);
      const who = rule.need === 'staff' ? staffToken : ownerToken;
      const { result, to } = await run(fn, rule.form(ids), who);
      expect((result as { error?: string } | undefined)?.error, key).toBeUndefined();
      expect(to ?? '', key).not.toMatch(/sign-in|forbidden|failed/);
      expect(await snapshot(app.db), `${key} changed something`).not.toEqual(before);
    }
  });
});
