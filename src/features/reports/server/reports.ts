import 'server-only';
import type { Kysely } from 'kysely';
import { officeHours } from '@/settings/office-hours';
import { overdueBefore } from '@/lib/office-hours';
import { buildReport, REQUEST_KINDS, type Report } from '@/features/reports/figures';
import { claimMonths } from '@/features/reports/claims';
import { claimDays } from '@/features/reports/server/data/claims';
import { periodRange, type ReportPeriod } from '@/features/reports/period';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import {
  cancellationDays,
  leadBuckets,
  moneyDays,
  waitCounts,
} from '@/features/reports/server/data/reports';
import {
  overcollectedMoves,
  type OvercollectedMove,
} from '@/features/reports/server/data/overcollected';
import { need, type StaffMember } from '@/features/people/server';

/** The owner's figures for a period (`reports.read`: the owner and coordinators). */
export async function loadReport(
  member: StaffMember,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<Report> {
  const { db, engine } = await need(member, 'reports.read');
  return reportOf(db, engine, period, now);
}

/** Moves that collected more than they invoiced, whatever the period (the same right). */
export async function loadOvercollectedMoves(member: StaffMember): Promise<OvercollectedMove[]> {
  const { db, engine } = await need(member, 'reports.read');
  return overcollectedMoves(db, engine);
}

/** The figures themselves, once the right is checked (and for npm run bench:reports). */
export async function reportOf(
  db: Kysely<Database>,
  engine: Engine,
  period: ReportPeriod,
  now: Date,
): Promise<Report> {
  const range = { ...periodRange(period), fromDay: period.from, toDay: period.to };
  // Point 4's rule, as the list and the day view apply it: a request still unanswered is
  // overdue once received at or before this instant; an answered one was overdue when its
  // wait reached the same limit of office minutes.
  const rule = {
    unansweredBefore: overdueBefore(now).toISOString(),
    answerWithinMinutes: officeHours.answerWithinMinutes,
  };
  const [buckets, waits, money, cancellations, claims] = await Promise.all([
    leadBuckets(db, engine, range, period.by, rule),
    waitCounts(db, engine, range, period.by, REQUEST_KINDS),
    moneyDays(db, engine, range),
    cancellationDays(db, engine, range),
    claimDays(db, engine, range),
  ]);
  const figures = buildReport({
    period,
    leadBuckets: buckets,
    waits,
    moneyDays: money,
    cancellationDays: cancellations,
  });
  return { ...figures, ...claimMonths(period, claims) };
}
