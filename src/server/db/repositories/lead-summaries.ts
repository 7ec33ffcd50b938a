import 'server-only';
import { sql, type Kysely } from 'kysely';
import { indiaDayOf } from '@/lib/dates';
import type { LeadKind } from '@/lib/lead-kinds';
import { REACHED, waitMinutes } from '../migrations/lead-summaries-fill';
import type { Database, LeadStatus } from '../schema';

/**
 * One row per lead with what the owner's figures count (migration 020), written by the same
 * repository functions that write the lead, its source, its status changes and its quotation,
 * inside their transactions. Reckoning a year of leads from their history on every visit to
 * the figures took over a second at 100,000 leads a kind; grouping these rows takes a scan.
 */

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
