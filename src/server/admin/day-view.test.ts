import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/lib/admin/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { adminDayView } from './day-view';
import { staffOf } from './guard';

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
});
