import 'server-only';
import { sql, type Kysely } from 'kysely';
import { indiaDayOf } from '@/lib/dates';
import type { LeadKind } from '@/features/leads/lead-types';
import { REACHED_BITS } from '@/features/reports';
import { reachedBy, waitMinutes } from '@/server/db/migrations/lead-summaries-fill';
import type { Database, LeadStatus } from '@/server/db/schema';

/**
 * One row per lead with what the owner's figures count (migration 020), written by the same
 * repository functions that write the lead, its source, its status changes and its quotation,
 * inside their transactions. Reckoning a year of leads from their history on every visit to
 * the figures took over a second at 100,000 leads a kind; grouping these rows takes a scan.
 */

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
  const reached = sql<number>`reached | ${bits}`;
  let answer: { answeredAt: string; waitMinutes: number } | undefined;
  if (change.fromStatus === 'new') {
    const row = await db
      .selectFrom('leadSummaries')
      .select(['createdAt', 'answeredAt'])
      .where('leadKind', '=', change.leadKind)
      .where('leadId', '=', change.leadId)
      .executeTakeFirst();
    // The first answer stays the first, whatever order the changes are written in.
    if (row && (row.answeredAt === null || change.at < row.answeredAt))
      answer = { answeredAt: change.at, waitMinutes: waitMinutes(row.createdAt, change.at) };
  }
  if (bits === 0 && !answer) return;
  await db
    .updateTable('leadSummaries')
    .set({ reached, ...answer })
    .where('leadKind', '=', change.leadKind)
    .where('leadId', '=', change.leadId)
    .execute();
}

/** A version of the lead's quotation was sent. */
export async function noteQuotationSent(db: Kysely<Database>, quotationId: string) {
  await sql`update lead_summaries set reached = reached | ${REACHED_BITS.quoted}
    where exists (select 1 from quotations q where q.id = ${quotationId}
      and q.lead_kind = lead_summaries.lead_kind and q.lead_id = lead_summaries.lead_id)`.execute(
    db,
  );
}
