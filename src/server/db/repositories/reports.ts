import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LEAD_KINDS, type LeadField, type LeadKind } from '@/lib/lead-kinds';
import type { Engine } from '../engine';
import type { Database } from '../schema';
import { sqlName } from './admin-leads';

/**
 * The owner's figures (issue 26, point 3), counted in SQL per India day; the server folds days
 * into weeks or months (src/lib/reports/figures.ts). Counting per day keeps the SQL alike on
 * both engines (only the day of an instant and a JSON field differ) and the answer small: at
 * most a few thousand rows for a year, whatever the number of leads.
 */

/** A range of stored instants, [start, end), and the same period as India days. */
export interface ReportRange {
  start: string;
  end: string;
  fromDay: string;
  toDay: string;
}

/** The India day (YYYY-MM-DD) of a stored ISO instant. */
function indiaDay(engine: Engine, column: RawBuilder<unknown>): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+330 minutes')`;
}

const ref = (name: string) => sql.raw(name);

/** What a lead reached, as bits of one number (few columns to carry per lead). */
export const REACHED = { contacted: 1, booked: 2, done: 4, cancelled: 8, quoted: 16 } as const;

/**
 * Per lead, what it reached, from its status history (each status at any time, not only the
 * current one): a lead is contacted once it left `new` for contacted, booked or done (a booking
 * made at once was contacted too), booked once booked or done. `answered` is when it first left
 * `new`, whatever for. History of the period's leads is never older than the period, so only
 * rows from its start are read (migration 019's index holds all of it, in lead order).
 */
function reachedCte(kind: LeadKind, start: string) {
  return sql`
    select lead_id,
      max(case when to_status in ('contacted', 'booked', 'done') then ${sql.lit(REACHED.contacted)} else 0 end)
      + max(case when to_status in ('booked', 'done') then ${sql.lit(REACHED.booked)} else 0 end)
      + max(case when to_status = 'done' then ${sql.lit(REACHED.done)} else 0 end)
      + max(case when to_status = 'cancelled' then ${sql.lit(REACHED.cancelled)} else 0 end) as reached,
      min(case when from_status = 'new' then at end) as answered
    from lead_status_history
    where lead_kind = ${kind} and at >= ${start}
    group by lead_id`;
}

/** The leads of a kind whose quotation was sent (any version). */
function quotedCte(kind: LeadKind) {
  return sql`
    select q.lead_id
    from quotations q
    where q.lead_kind = ${kind}
      and exists (select 1 from quotation_versions v where v.quotation_id = q.id and v.sent_at is not null)`;
}

/** Where a lead came from: its website source's label, else how staff say it came in. */
function sourceOf(kind: LeadKind) {
  const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
  return fields.includes('channel')
    ? sql<string | null>`coalesce(s.label, 'channel:' || l.channel)`
    : sql<string | null>`s.label`;
}

export interface RequestRow {
  kind: LeadKind;
  createdAt: string;
  /** lead_sources.label, `channel:<channel>` for a lead entered by hand, null when unknown. */
  source: string | null;
  /** REACHED bits. */
  reached: number;
  /** When it first left `new`, or null. */
  answeredAt: string | null;
}

/**
 * The period's requests (bookings, quote requests, contact messages), one row each: the
 * figures need each one's wait for an answer in office minutes, which only the app reckons.
 */
export async function requestRows(
  db: Kysely<Database>,
  range: ReportRange,
  kinds: readonly LeadKind[],
): Promise<RequestRow[]> {
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const table = ref(sqlName(LEAD_KINDS[kind].table));
      const { rows } = await sql<{
        created: string;
        source: string | null;
        reached: number | string | null;
        quoted: number | string | boolean | null;
        answered: string | null;
      }>`
        with h as (${reachedCte(kind, range.start)}), qd as (${quotedCte(kind)})
        select l.created_at as created, ${sourceOf(kind)} as source, h.reached as reached,
          h.answered as answered, qd.lead_id is not null as quoted
        from ${table} l
        left join lead_sources s on s.lead_kind = ${kind} and s.lead_id = l.id
        left join h on h.lead_id = l.id
        left join qd on qd.lead_id = l.id
        where l.created_at >= ${range.start} and l.created_at < ${range.end}`.execute(db);
      return rows.map((row): RequestRow => ({
        kind,
        createdAt: row.created,
        source: row.source,
        reached: Number(row.reached ?? 0) + (Number(row.quoted) ? REACHED.quoted : 0),
        answeredAt: row.answered,
      }));
    }),
  );
  return perKind.flat();
}

/** The period's leads of the other kinds (newsletter sign-ups) per India day and source. */
export async function otherLeadDays(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
  kinds: readonly LeadKind[],
): Promise<{ kind: LeadKind; day: string; source: string | null; leads: number }[]> {
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const table = ref(sqlName(LEAD_KINDS[kind].table));
      const { rows } = await sql<{ day: string; source: string | null; n: number | string }>`
        select ${indiaDay(engine, sql`l.created_at`)} as day, ${sourceOf(kind)} as source, count(*) as n
        from ${table} l
        left join lead_sources s on s.lead_kind = ${kind} and s.lead_id = l.id
        where l.created_at >= ${range.start} and l.created_at < ${range.end}
        group by 1, 2`.execute(db);
      return rows.map((row) => ({ kind, day: row.day, source: row.source, leads: Number(row.n) }));
    }),
  );
  return perKind.flat();
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
  const total =
    engine === 'postgres'
      ? sql`((snapshot::jsonb) -> 'figures' ->> 'totalPaise')::bigint`
      : sql`json_extract(snapshot, '$.figures.totalPaise')`;
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
