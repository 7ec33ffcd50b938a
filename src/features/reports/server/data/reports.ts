import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { ReportGrouping } from '@/features/reports/period';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';

/**
 * The owner's figures (issue 26, point 3), counted in SQL: leads per week or month from their
 * summaries (lead-summaries.ts), money and cancellations per India day; the server folds days
 * into weeks or months (src/features/reports/figures.ts). The answer stays small, a few thousand
 * rows for a year, whatever the number of leads.
 */

/** A stored document's total (its snapshot's figures), as SQL of either engine. */
export const documentTotal = (engine: Engine): RawBuilder<number | string> =>
  engine === 'postgres'
    ? sql`((snapshot::jsonb) -> 'figures' ->> 'totalPaise')::bigint`
    : sql`json_extract(snapshot, '$.figures.totalPaise')`;

/** A range of stored instants, [start, end), and the same period as India days. */
export interface ReportRange {
  start: string;
  end: string;
  fromDay: string;
  toDay: string;
}

/** The India day (YYYY-MM-DD) of a stored ISO instant. */
export function indiaDay(engine: Engine, column: RawBuilder<unknown>): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+330 minutes')`;
}

/** The bucket of an India day column: its week's Monday or its month, as period.ts's bucketOf. */
function bucketSql(engine: Engine, by: ReportGrouping, day: RawBuilder<unknown>) {
  if (by === 'month') return sql<string>`substr(${day}, 1, 7)`;
  return engine === 'postgres'
    ? sql<string>`to_char(date_trunc('week', (${day})::date), 'YYYY-MM-DD')`
    : // The Sunday on or after the day, less six days.
      sql<string>`date(${day}, 'weekday 0', '-6 days')`;
}

/** When a lead counts as overdue: unanswered since this instant, or answered this late. */
export interface OverdueRule {
  unansweredBefore: string;
  answerWithinMinutes: number;
}

export interface LeadBucketRow {
  bucket: string;
  kind: LeadKind;
  /** lead_sources.label, `channel:<channel>` for a lead entered by hand, null when unknown. */
  source: string | null;
  /** REACHED_BITS (src/features/reports/figures.ts). */
  reached: number;
  leads: number;
  answered: number;
  overdue: number;
}

/** The period's leads per week or month, kind, source and what they reached. */
export async function leadBuckets(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
  by: ReportGrouping,
  rule: OverdueRule,
): Promise<LeadBucketRow[]> {
  const { rows } = await sql<{
    bucket: string;
    kind: LeadKind;
    source: string | null;
    reached: number | string;
    n: number | string;
    answered: number | string;
    overdue: number | string;
  }>`
    select ${bucketSql(engine, by, sql`created_day`)} as bucket, lead_kind as kind, source, reached,
      count(*) as n, count(answered_at) as answered,
      sum(case when wait_minutes >= ${rule.answerWithinMinutes}
        or (answered_at is null and created_at <= ${rule.unansweredBefore}) then 1 else 0 end) as overdue
    from lead_summaries
    where created_day >= ${range.fromDay} and created_day <= ${range.toDay}
    group by 1, 2, 3, 4`.execute(db);
  return rows.map((row) => ({
    bucket: row.bucket,
    kind: row.kind,
    source: row.source,
    reached: Number(row.reached),
    leads: Number(row.n),
    answered: Number(row.answered),
    overdue: Number(row.overdue),
  }));
}

/** How many of each week's or month's requests waited each whole number of office minutes. */
export async function waitCounts(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
  by: ReportGrouping,
  kinds: readonly LeadKind[],
): Promise<{ bucket: string; minutes: number; leads: number }[]> {
  const { rows } = await sql<{ bucket: string; minutes: number | string; n: number | string }>`
    select ${bucketSql(engine, by, sql`created_day`)} as bucket, wait_minutes as minutes, count(*) as n
    from lead_summaries
    where created_day >= ${range.fromDay} and created_day <= ${range.toDay}
      and wait_minutes is not null and lead_kind in (${sql.join(kinds)})
    group by 1, 2`.execute(db);
  return rows.map((row) => ({
    bucket: row.bucket,
    minutes: Number(row.minutes),
    leads: Number(row.n),
  }));
}

export interface MoneyDayRow {
  day: string;
  /** Quotations first sent that day, and versions accepted (with their totals). */
  quotationsSent: number;
  quotationsAccepted: number;
  acceptedPaise: number;
  advancePaise: number;
  balancePaise: number;
  /** Refunds, stored negative. */
  refundPaise: number;
  invoicedPaise: number;
  creditedPaise: number;
}

/** Quotations, payments and invoices per India day of the period, by the day they happened. */
export async function moneyDays(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
): Promise<MoneyDayRow[]> {
  const { start, end } = range;
  const total = documentTotal(engine);
  const [sent, accepted, paid, documents] = await Promise.all([
    sql<{ day: string; n: number | string }>`
      select ${indiaDay(engine, sql`first_sent`)} as day, count(*) as n
      from (select min(sent_at) as first_sent from quotation_versions
            where sent_at is not null group by quotation_id) f
      where first_sent >= ${start} and first_sent < ${end}
      group by 1`.execute(db),
    sql<{ day: string; n: number | string; paise: number | string }>`
      select ${indiaDay(engine, sql`accepted_at`)} as day, count(*) as n, sum(total_paise) as paise
      from quotation_versions
      where accepted_at >= ${start} and accepted_at < ${end}
      group by 1`.execute(db),
    db
      .selectFrom('payments')
      .select([
        'receivedOn as day',
        'kind',
        (eb) => eb.fn.sum<number | string>('amountPaise').as('paise'),
      ])
      .where('receivedOn', '>=', range.fromDay)
      .where('receivedOn', '<=', range.toDay)
      .groupBy(['receivedOn', 'kind'])
      .execute(),
    sql<{ day: string; kind: string; paise: number | string }>`
      select ${indiaDay(engine, sql`issued_at`)} as day, kind, sum(${total}) as paise
      from documents
      where kind in ('invoice', 'credit-note') and issued_at >= ${start} and issued_at < ${end}
      group by 1, 2`.execute(db),
  ]);
  const days = new Map<string, MoneyDayRow>();
  const at = (day: string) => {
    let row = days.get(day);
    if (!row) {
      row = {
        day,
        quotationsSent: 0,
        quotationsAccepted: 0,
        acceptedPaise: 0,
        advancePaise: 0,
        balancePaise: 0,
        refundPaise: 0,
        invoicedPaise: 0,
        creditedPaise: 0,
      };
      days.set(day, row);
    }
    return row;
  };
  for (const row of sent.rows) at(row.day).quotationsSent += Number(row.n);
  for (const row of accepted.rows) {
    at(row.day).quotationsAccepted += Number(row.n);
    at(row.day).acceptedPaise += Number(row.paise);
  }
  for (const row of paid) {
    const target = at(row.day);
    const paise = Number(row.paise);
    if (row.kind === 'advance') target.advancePaise += paise;
    else if (row.kind === 'balance') target.balancePaise += paise;
    else target.refundPaise += paise;
  }
  for (const row of documents.rows) {
    if (row.kind === 'invoice') at(row.day).invoicedPaise += Number(row.paise);
    else at(row.day).creditedPaise += Number(row.paise);
  }
  return [...days.values()];
}

/** Changes to cancelled made in the period, per India day and reason (null: none given). */
export async function cancellationDays(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
): Promise<{ day: string; reason: string | null; count: number }[]> {
  const { rows } = await sql<{ day: string; reason: string | null; n: number | string }>`
    select ${indiaDay(engine, sql`at`)} as day, reason, count(*) as n
    from lead_status_history
    where to_status = 'cancelled' and at >= ${range.start} and at < ${range.end}
    group by 1, 2`.execute(db);
  return rows.map((row) => ({ day: row.day, reason: row.reason, count: Number(row.n) }));
}
