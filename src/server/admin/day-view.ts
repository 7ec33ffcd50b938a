import 'server-only';
import type { DayView } from '@/lib/admin/staff-views';
import { todayInIndia } from '@/lib/dates';
import { overdueBefore } from '@/lib/office-hours';
import {
  dueFollowUps,
  movesBetween,
  openLeadsOf,
  overdueNew,
  unassignedNew,
} from '@/server/db/repositories/day-view';
import { acceptedTotalsOf, paidByLead } from '@/server/db/repositories/payments';
import { need, type StaffMember } from './guard';

/** How many leads each list of the day view shows (its count says how many there are). */
export const DAY_LIST_LIMIT = 10;
export const AGENDA_DAYS = 7;

function addDays(ymd: string, days: number): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * What needs doing today, for the signed-in person: new leads nobody answered within the
 * office's answer time (content/office-hours.ts), follow-ups due (today and overdue), new
 * leads nobody has taken, their own open leads, and the bookings moving in the next 7 days.
 */
export async function adminDayView(member: StaffMember, now = new Date()): Promise<DayView> {
  const { db, session } = await need(member, 'leads.read');
  const today = todayInIndia(now);
  const last = addDays(today, AGENDA_DAYS - 1);
  const [overdue, followUps, unassigned, mine, moves] = await Promise.all([
    overdueNew(db, overdueBefore(now).toISOString(), DAY_LIST_LIMIT),
    dueFollowUps(db, today, DAY_LIST_LIMIT),
    unassignedNew(db, DAY_LIST_LIMIT),
    openLeadsOf(db, session.userId, DAY_LIST_LIMIT),
    movesBetween(db, today, last),
  ]);
  const ids = moves.map((move) => move.id);
  const [totals, paid] = await Promise.all([
    acceptedTotalsOf(db, 'booking', ids),
    paidByLead(db, 'booking', ids),
  ]);
  const withBalance = moves.map((move) => {
    const total = totals.get(move.id);
    return { ...move, balancePaise: total === undefined ? null : total - (paid.get(move.id) ?? 0) };
  });
  const agenda = Array.from({ length: AGENDA_DAYS }, (_, i) => {
    const day = addDays(today, i);
    return { day, moves: withBalance.filter((move) => move.moveDate === day) };
  });
  return { today, overdue, followUps, unassigned, mine, agenda, moveCount: moves.length };
}
