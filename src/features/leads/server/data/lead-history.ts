import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads/lead-types';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import type { Database } from '@/server/db/schema';
import { deleteInventories } from '@/features/survey/server';
import { deleteReviews } from '@/features/reviews/server';
import { deleteQuotations } from '@/features/quotation/server';
import { deleteMovePlans } from '@/features/move-day/server';
import { deleteMoveDayRecords } from '@/features/move-day/server';
import { noteStatusChange, type StatusMove } from './lead-summaries';

/** One status change (or a lead's arrival, from null) in a lead's history. */
export async function insertStatusChange(
  db: Kysely<Database>,
  change: Omit<StatusMove, 'at'> & {
    actorId: string | null;
    at?: string;
    reason?: CancelReason | null;
  },
) {
  const at = change.at ?? new Date().toISOString();
  await db
    .insertInto('leadStatusHistory')
    .values({ id: randomUUID(), ...change, at })
    .execute();
  await noteStatusChange(db, { ...change, at });
}

/** The reason of a cancelled lead's latest change to cancelled (given after the change). */
export async function setLatestCancelReason(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadId: string,
  reason: CancelReason,
) {
  const latest = await db
    .selectFrom('leadStatusHistory')
    .select('id')
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .where('toStatus', '=', 'cancelled')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest)
    await db.updateTable('leadStatusHistory').set({ reason }).where('id', '=', latest.id).execute();
}

/** A lead's history, oldest first. */
export function listStatusHistory(db: Kysely<Database>, leadKind: LeadKind, leadId: string) {
  return db
    .selectFrom('leadStatusHistory')
    .select(['fromStatus', 'toStatus', 'at', 'actorId', 'reason'])
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertNote(
  db: Kysely<Database>,
  note: {
    leadKind: LeadKind;
    leadId: string;
    authorId: string;
    authorName: string;
    text: string;
  },
) {
  const row = { id: randomUUID(), at: new Date().toISOString(), ...note };
  await db.insertInto('leadNotes').values(row).execute();
  return row;
}

/** A lead's notes, newest first. */
export function listNotes(db: Kysely<Database>, leadKind: LeadKind, leadId: string) {
  return db
    .selectFrom('leadNotes')
    .select(['id', 'text', 'at', 'authorId', 'authorName'])
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The tables with one lead's rows keyed by (lead_kind, lead_id) and nothing hanging off them. */
const LEAD_ROWS = ['leadNotes', 'leadStatusHistory', 'leadSources', 'leadSummaries'] as const;

/** Erasure: a lead's notes, history, survey, quotation, source and summary go with it. */
export async function deleteLeadTrail(db: Kysely<Database>, leadKind: LeadKind, leadIds: string[]) {
  if (leadIds.length === 0) return;
  for (const table of LEAD_ROWS)
    await db
      .deleteFrom(table as (typeof LEAD_ROWS)[0])
      .where('leadKind', '=', leadKind)
      .where('leadId', 'in', leadIds)
      .execute();
  await deleteInventories(db, leadKind, leadIds);
  await deleteQuotations(db, leadKind, leadIds);
  if (leadKind === 'booking') await deleteMovePlans(db, leadIds);
  if (leadKind === 'booking') await deleteMoveDayRecords(db, leadIds);
  if (leadKind === 'booking') await deleteReviews(db, leadIds);
}
