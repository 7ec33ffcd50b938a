import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { testEngines } from '../../../../tests/support/test-engines';
import { useAppStore } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/test-users';
import { adminDayView } from './day-view';
import { staffOf } from '@/features/people/server/guard';

const shift = (days: number) => {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(testEngines)('the day view on %s', (engine) => {
  const app = useAppStore(engine);

  it('lists follow-ups due, new leads nobody took, my open leads and the week’s moves by day', async () => {
    const me = await makeUser(app.db, 'staff', { name: 'Meena' });
    const other = await makeUser(app.db, 'staff', { name: 'Ravi' });
    const b = (i: number, o: Parameters<typeof fakeLead<'booking'>>[2]) =>
      fakeLead('booking', i, { status: 'new', moveDate: shift(30), ...o });
    const overdue = b(1, { followUpOn: shift(-2), status: 'contacted', assigneeId: other.id });
    const dueToday = fakeLead('quote', 2, {
      status: 'new',
      followUpOn: shift(0),
      assigneeId: me.id,
    });
    const later = b(3, { followUpOn: shift(1), assigneeId: me.id });
    const doneDue = b(4, { followUpOn: shift(-1), status: 'done', assigneeId: me.id });
    const fresh = fakeLead('contact', 5, { status: 'new' });
    const movesToday = b(6, { moveDate: shift(0), assigneeId: other.id });
    const movesIn6 = b(7, { moveDate: shift(6), assigneeId: other.id });
    const movesIn7 = b(8, { moveDate: shift(7), assigneeId: other.id });
    const cancelled = b(9, { moveDate: shift(1), status: 'cancelled', assigneeId: other.id });
    await insertFakeLeads(app.db, 'booking', [
      overdue,
      later,
      doneDue,
      movesToday,
      movesIn6,
      movesIn7,
      cancelled,
    ]);
    await insertFakeLeads(app.db, 'quote', [dueToday]);
    await insertFakeLeads(app.db, 'contact', [fresh]);
    await insertFakeLeads(app.db, 'subscriber', [fakeLead('subscriber', 10, { status: 'new' })]);

    const headers = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${me.token}` });
    const day = await adminDayView(await staffOf(headers));
    expect(day.followUps.items.map((i) => [i.kind, i.reference])).toEqual([
      ['booking', overdue.reference],
      ['quote', dueToday.reference],
    ]);
    expect(day.followUps.total).toBe(2);
    expect(day.unassigned.items.map((i) => [i.kind, i.reference])).toEqual([
      ['contact', fresh.reference],
    ]);
    expect(day.mine.items.map((i) => i.reference).sort()).toEqual(
      [dueToday.reference, later.reference].sort(),
    );
    expect(day.agenda).toHaveLength(7);
    expect(day.agenda[0]!.moves.map((m) => m.reference)).toEqual([movesToday.reference]);
    expect(day.agenda[6]!.moves.map((m) => m.reference)).toEqual([movesIn6.reference]);
    expect(day.moveCount).toBe(2);
  });

  it('is refused without a session, and to a member not read from the store', async () => {
    await expect(staffOf(new Headers())).rejects.toThrow('No live staff session');
    const madeUp = { userId: 'x', name: 'X', role: 'owner' as const, expiresAt: Date.now() + 1e6 };
    await expect(adminDayView(madeUp)).rejects.toThrow('No live staff session');
  });

  it('lists new leads nobody contacted within 30 office minutes, and none past new', async () => {
    const me = await makeUser(app.db, 'staff', { name: 'Meena' });
    // Monday 09:10 India time: Saturday's last 20 minutes and Monday's first 10 make 30.
    const now = new Date('2026-11-30T09:10:00+05:30');
    const at = (text: string) => new Date(`${text}+05:30`).toISOString();
    const rows = [
      { ref: 1, createdAt: at('2026-11-28T18:40:00'), status: 'new', overdue: true },
      { ref: 2, createdAt: at('2026-11-28T18:41:00'), status: 'new', overdue: false },
      // Sent on Sunday: the office clock has run 10 minutes for it.
      { ref: 3, createdAt: at('2026-11-29T11:00:00'), status: 'new', overdue: false },
      { ref: 4, createdAt: at('2026-11-27T12:00:00'), status: 'contacted', overdue: false },
      { ref: 5, createdAt: at('2026-11-26T12:00:00'), status: 'new', overdue: true },
    ] as const;
    const leads = rows.map((row) =>
      fakeLead('quote', row.ref, { status: row.status, createdAt: row.createdAt }),
    );
    await insertFakeLeads(app.db, 'quote', leads);
    const headers = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${me.token}` });
    const day = await adminDayView(await staffOf(headers), now);
    expect(day.overdue.items.map((item) => item.reference).sort()).toEqual(
      leads
        .filter((_, i) => rows[i]!.overdue)
        .map((lead) => lead.reference)
        .sort(),
    );
    expect(day.overdue.total).toBe(2);
  });
});
