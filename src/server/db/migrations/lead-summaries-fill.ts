import { sql, type Kysely } from 'kysely';
import { indiaDayOf } from '@/lib/dates';
import { LEAD_KIND_KEYS, LEAD_KINDS, type LeadField } from '@/features/leads';
import { officeMinutesBetween } from '@/lib/office-hours';
import { REACHED_BITS } from '@/features/reports';
import type { Database, LeadStatus, LeadSummariesTable } from '../schema';
import { sqlName } from '../sql-name';

/**
 * What migration 020 fills and repositories/lead-summaries.ts keeps: the per-lead rows the
 * owner's figures read. No `server-only` here: migrations load outside Next too.
 */

/**
 * The statuses that reach each step of the figures' funnel: a lead is contacted once it left
 * `new` for contacted, booked or done (a booking made at once was contacted too), booked once
 * booked or done. (Quoted is reached by sending a quotation, not by a status.)
 */
const REACHED_BY = {
  contacted: ['contacted', 'booked', 'done'],
  booked: ['booked', 'done'],
  done: ['done'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly LeadStatus[]>;
const STEPS = Object.entries(REACHED_BY) as [keyof typeof REACHED_BY, readonly LeadStatus[]][];

/** The REACHED_BITS a change to this status adds. */
export const reachedBy = (status: LeadStatus) =>
  STEPS.reduce(
    (bits, [step, statuses]) => (statuses.includes(status) ? bits | REACHED_BITS[step] : bits),
    0,
  );

/** The same, of a lead's whole history, as SQL over lead_status_history grouped per lead. */
const reachedSql = sql.join(
  STEPS.map(
    ([step, statuses]) =>
      sql`max(case when to_status in (${sql.join(statuses.map((status) => sql.lit(status)))}) then ${sql.lit(REACHED_BITS[step])} else 0 end)`,
  ),
  sql` + `,
);

/** Whole office minutes from arrival to first answer (a part-minute is not yet a minute, so
 * "answered within 30 minutes" holds for the whole minutes exactly as for the exact wait). */
export const waitMinutes = (createdAt: string, answeredAt: string) =>
  Math.floor(officeMinutesBetween(new Date(createdAt), new Date(answeredAt)));

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
        select lead_id as lead, ${reachedSql} as reached,
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
        reached: Number(step?.reached ?? 0) | (sent.has(lead.id) ? REACHED_BITS.quoted : 0),
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
