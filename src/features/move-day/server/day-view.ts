import 'server-only';
import type { AgendaMove, DayView } from '@/features/leads';
import { UNPLANNED } from '@/features/move-day/plan';
import { movePlansOf } from '@/features/move-day/server/data/move-plans';
import { todayInIndia } from '@/lib/dates';
import { overdueBefore } from '@/lib/office-hours';
import {
  dueFollowUps,
  movesBetween,
  openLeadsOf,
  overdueNew,
  unassignedNew,
} from '@/features/move-day/server/data/day-view';
import { paidByLead } from '@/features/payments/server';
import { amountsOwedOf } from '@/features/documents/server';
import { need, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';

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
 * office's answer time (settings/office-hours.ts), follow-ups due (today and overdue), new
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
  const [totals, paid, plans] = await Promise.all([
    amountsOwedOf(db, 'booking', ids),
    paidByLead(db, 'booking', ids),
    movePlansOf(db, ids),
  ]);
  // Booked order (the query's) breaks ties: a stable sort keeps it.
  const withPlan = moves.map((move): AgendaMove => {
    // What the customer owes us (reverse charge and settled claims counted), less payments.
    const owed = totals.get(move.id);
    return {
      ...move,
      balancePaise:
        owed?.owedPaise === null || owed === undefined
          ? null
          : owed.owedPaise - (paid.get(move.id) ?? 0),
      reverseCharge: Boolean(owed?.reverseCharge),
      plan: plans.get(move.id) ?? UNPLANNED,
    };
  });
  // In time order: by arrival window, a move without one after the timed ones.
  const byTime = (a: AgendaMove, b: AgendaMove) =>
    (a.plan.slot ?? '99').localeCompare(b.plan.slot ?? '99');
  const agenda = Array.from({ length: AGENDA_DAYS }, (_, i) => {
    const day = addDays(today, i);
    return { day, moves: withPlan.filter((move) => move.moveDate === day).sort(byTime) };
  });
  return { today, overdue, followUps, unassigned, mine, agenda, moveCount: moves.length };
}

/** What /admin/day shows: the day view, or why it cannot (no session: the page redirects). */
export async function loadDayView(): Promise<DayView | 'unavailable' | 'signed-out'> {
  try {
    return await adminDayView(await signedInStaff());
  } catch (error) {
    if (error instanceof NotSignedInError) return 'signed-out';
    console.error('[admin] the day view cannot reach the store:', error);
    return 'unavailable';
  }
}
