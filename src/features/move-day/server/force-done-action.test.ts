import { describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { updateLeadAction } from '@/features/leads/server/actions/lead-page';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { milestoneErrors } from '../content';

// The action reads the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const inDays = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T12:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe.each(testEngines)('the lead page’s early Done (owner, with a reason) on %s', (engine) => {
  const app = useAppStore(engine);

  it('refuses Done before the day without the tick, asks the reason with it, then marks it done, audited', async () => {
    const owner = await makeUser(app.db, 'owner');
    const staff = await makeUser(app.db, 'staff');
    const move = fakeLead('booking', 1, { status: 'booked', moveDate: inDays(4) });
    await insertFakeLeads(app.db, 'booking', [move]);
    const send = (token: string, fields: Record<string, string>) => {
      request.headers = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
      return updateLeadAction(
        {},
        formOf({ type: 'bookings', id: move.id, status: 'done', ...fields }),
      );
    };
    expect((await send(owner.token, {})).fieldErrors?.status).toMatch(
      /can be marked done on or after/,
    );
    expect(await send(owner.token, { force: 'yes', reason: '  ' })).toMatchObject({
      fieldErrors: { reason: milestoneErrors.forceReason },
    });
    // Staff may not force: the tick is refused as a right they do not have.
    expect(await send(staff.token, { force: 'yes', reason: 'early' })).toMatchObject({
      error: expect.any(String),
    });
    expect(
      await send(owner.token, { force: 'yes', reason: 'Customer moved in early' }),
    ).toMatchObject({ ok: true });
    const row = await app.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', move.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'detail', 'actorName'])
      .where('target', '=', move.reference)
      .where('action', '=', 'status-forced')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toContain('Customer moved in early');
  });
});
