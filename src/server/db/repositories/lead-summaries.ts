import 'server-only';
import { sql, type Kysely } from 'kysely';
import { indiaDayOf } from '@/lib/dates';
import { LEAD_KIND_KEYS, LEAD_KINDS, type LeadField, type LeadKind } from '@/lib/lead-kinds';
import { officeMinutesBetween } from '@/lib/office-hours';
import type { Database, LeadStatus, LeadSummariesTable } from '../schema';
import { sqlName } from './admin-leads';

/**
 * One row per lead with what the owner's figures count (migration 020), written by the same
 * repository functions that write the lead, its source, its status changes and its quotation,
 * inside their transactions. Reckoning a year of leads from their history on every visit to
 * the figures took over a second at 100,000 leads a kind; grouping these rows takes a scan.
 */

/** What a lead reached, as bits of one number. */
export const REACHED = { contacted: 1, booked: 2, done: 4, cancelled: 8, quoted: 16 } as const;

/** The bits a change to this status adds: a lead is contacted once it left `new` for contacted,
 * booked or done (a booking made at once was contacted too), booked once booked or done. */
function reachedBy(status: LeadStatus): number {
  switch (status) {
    case 'contacted':
      return REACHED.contacted;
    case 'booked':
      return REACHED.contacted | REACHED.booked;
    case 'done':
      return REACHED.contacted | REACHED.booked | REACHED.done;
    case 'cancelled':
      return REACHED.cancelled;
    default:
      return 0;
  }
}

/** Whole office minutes from arrival to first answer (a part-minute is not yet a minute, so
 * "answered within 30 minutes" holds for the whole minutes exactly as for the exact wait). */
const waitMinutes = (createdAt: string, answeredAt: string) =>
  Math.floor(officeMinutesBetween(new Date(createdAt), new Date(answeredAt)));

/** A new lead's row; `channel` is how staff took a lead they entered by hand. */
export async function startLeadSummary(
  db: Kysely<Database>,
  lead: { kind: LeadKind; id: string; createdAt: string; channel?: string | null },
) {
  await db
    .insertInto('leadSummaries')
    .values({
      leadKind: lead.kind,
      leadId: lead.id,
      createdAt: lead.createdAt,
      createdDay: indiaDayOf(lead.createdAt),
      source: lead.channel ? `channel:${lead.channel}` : null,
      reached: 0,
      answeredAt: null,
      waitMinutes: null,
    })
    .execute();
}

/** The lead's website source (written once, with the lead) names where it came from. */
export async function setSummarySource(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  label: string,
) {
  await db
    .updateTable('leadSummaries')
    .set({ source: label })
    .where('leadKind', '=', kind)
    .where('leadId', '=', id)
    .execute();
}

/** A move in a lead's history (from null: its arrival). */
export interface StatusMove {
  leadKind: LeadKind;
  leadId: string;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  at: string;
}

/** A status change: the bits it reached, and the first answer when it leaves `new`. */
export async function noteStatusChange(db: Kysely<Database>, change: StatusMove) {
  const bits = reachedBy(change.toStatus);
  if (bits !== 0)
    await db
      .updateTable('leadSummaries')
      .set({ reached: sql<number>`reached | ${bits}` })
      .where('leadKind', '=', change.leadKind)
      .where('leadId', '=', change.leadId)
      .execute();
  if (change.fromStatus !== 'new') return;
  const row = await db
    .selectFrom('leadSummaries')
    .select(['createdAt', 'answeredAt'])
    .where('leadKind', '=', change.leadKind)
    .where('leadId', '=', change.leadId)
    .executeTakeFirst();
  if (!row || (row.answeredAt !== null && row.answeredAt <= change.at)) return;
  await db
    .updateTable('leadSummaries')
    .set({ answeredAt: change.at, waitMinutes: waitMinutes(row.createdAt, change.at) })
    .where('leadKind', '=', change.leadKind)
    .where('leadId', '=', change.leadId)
    .execute();
}

/** A version of the lead's quotation was sent. */
export async function noteQuotationSent(db: Kysely<Database>, quotationId: string) {
  await sql`update lead_summaries set reached = reached | ${REACHED.quoted}
    where exists (select 1 from quotations q where q.id = ${quotationId}
      and q.lead_kind = lead_summaries.lead_kind and q.lead_id = lead_summaries.lead_id)`.execute(
    db,
  );
}

const FILL_CHUNK = 500;

/**
 * Rows for the leads that have none, worked out from their history, source and quotations:
 * migration 020's backfill, and the tests' and benchmarks' seeds, which write tables directly.
 * Each table is read once in its own simple query and the rows are matched here: joined in one
 * statement, SQLite took time growing with the square of the leads (16 s at 25,000 a kind,
 * 64 s at 50,000).
 */
export async function fillLeadSummaries(db: Kysely<Database>) {
  for (const kind of LEAD_KIND_KEYS) {
    const table = sql.raw(sqlName(LEAD_KINDS[kind].table));
    const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
    const channel = fields.includes('channel') ? sql`l.channel` : sql`null`;
    const [leads, history, sources, quoted, existing] = await Promise.all([
      sql<{ id: string; created: string; channel: string | null }>`
        select l.id as id, l.created_at as created, ${channel} as channel from ${table} l`.execute(
        db,
      ),
      sql<{ lead: string; reached: number | string; answered: string | null }>`
        select lead_id as lead,
          max(case when to_status in ('contacted', 'booked', 'done') then ${sql.lit(REACHED.contacted)} else 0 end)
          + max(case when to_status in ('booked', 'done') then ${sql.lit(REACHED.booked)} else 0 end)
          + max(case when to_status = 'done' then ${sql.lit(REACHED.done)} else 0 end)
          + max(case when to_status = 'cancelled' then ${sql.lit(REACHED.cancelled)} else 0 end) as reached,
          min(case when from_status = 'new' then at end) as answered
        from lead_status_history where lead_kind = ${kind} group by lead_id`.execute(db),
      db
        .selectFrom('leadSources')
        .select(['leadId', 'label'])
        .where('leadKind', '=', kind)
        .execute(),
      sql<{ lead: string }>`
        select distinct q.lead_id as lead from quotations q
        join quotation_versions v on v.quotation_id = q.id
        where q.lead_kind = ${kind} and v.sent_at is not null`.execute(db),
      db.selectFrom('leadSummaries').select('leadId').where('leadKind', '=', kind).execute(),
    ]);
    const steps = new Map(history.rows.map((row) => [row.lead, row]));
    const labels = new Map(sources.map((row) => [row.leadId, row.label]));
    const sent = new Set(quoted.rows.map((row) => row.lead));
    const done = new Set(existing.map((row) => row.leadId));
    const summaries: LeadSummariesTable[] = [];
    for (const lead of leads.rows) {
      if (done.has(lead.id)) continue;
      const step = steps.get(lead.id);
      const answered = step?.answered ?? null;
      summaries.push({
        leadKind: kind,
        leadId: lead.id,
        createdAt: lead.created,
        createdDay: indiaDayOf(lead.created),
        source: labels.get(lead.id) ?? (lead.channel ? `channel:${lead.channel}` : null),
        reached: Number(step?.reached ?? 0) | (sent.has(lead.id) ? REACHED.quoted : 0),
        answeredAt: answered,
        waitMinutes: answered === null ? null : waitMinutes(lead.created, answered),
      });
    }
    for (let start = 0; start < summaries.length; start += FILL_CHUNK)
      await db
        .insertInto('leadSummaries')
        .values(summaries.slice(start, start + FILL_CHUNK))
        .execute();
  }
}
