import 'server-only';
import type { Kysely } from 'kysely';
import { LEAD_KIND_KEYS } from '@/lib/lead-kinds';
import { buildReport, REQUEST_KINDS, type Report } from '@/lib/reports/figures';
import { periodRange, type ReportPeriod } from '@/lib/reports/period';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import {
  cancellationDays,
  moneyDays,
  otherLeadDays,
  requestRows,
} from '@/server/db/repositories/reports';
import { need, type StaffMember } from './guard';

/** The owner's figures for a period (`reports.read`: the owner and coordinators). */
export async function loadReport(
  member: StaffMember,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<Report> {
  const { db, engine } = await need(member, 'reports.read');
  return reportOf(db, engine, period, now);
}

/** Refuses (ForbiddenError) whoever may not read the figures: a page with a wrong period. */
export async function checkReportRight(member: StaffMember): Promise<void> {
  await need(member, 'reports.read');
}

/** The figures themselves, once the right is checked (and for npm run bench:reports). */
export async function reportOf(
  db: Kysely<Database>,
  engine: Engine,
  period: ReportPeriod,
  now: Date,
): Promise<Report> {
  const range = { ...periodRange(period), fromDay: period.from, toDay: period.to };
  const others = LEAD_KIND_KEYS.filter((kind) => !REQUEST_KINDS.includes(kind));
  const [requests, otherDays, money, cancellations] = await Promise.all([
    requestRows(db, range, REQUEST_KINDS),
    otherLeadDays(db, engine, range, others),
    moneyDays(db, engine, range),
    cancellationDays(db, engine, range),
  ]);
  return buildReport({
    period,
    requests,
    otherDays,
    moneyDays: money,
    cancellationDays: cancellations,
    now,
  });
}
