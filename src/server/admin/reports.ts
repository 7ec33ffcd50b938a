import 'server-only';
import { buildReport, REQUEST_KINDS, type Report } from '@/lib/reports/figures';
import { periodRange, type ReportPeriod } from '@/lib/reports/period';
import {
  cancellationDays,
  firstAnswers,
  leadDays,
  moneyDays,
} from '@/server/db/repositories/reports';
import { need, type StaffMember } from './guard';

/** The owner's figures for a period (`reports.read`: the owner and coordinators). */
export async function loadReport(
  member: StaffMember,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<Report> {
  const { db, engine } = await need(member, 'reports.read');
  const range = { ...periodRange(period), fromDay: period.from, toDay: period.to };
  const [leads, answers, money, cancellations] = await Promise.all([
    leadDays(db, engine, range),
    firstAnswers(db, range, REQUEST_KINDS),
    moneyDays(db, engine, range),
    cancellationDays(db, engine, range),
  ]);
  return buildReport({
    period,
    leadDays: leads,
    answers,
    moneyDays: money,
    cancellationDays: cancellations,
    now,
  });
}
