import 'server-only';
import type { Kysely } from 'kysely';
import { LEAD_KINDS } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import { deleteCustomerEmails, leadOutboxKeys } from '@/server/db/stores/outbox';
import { deleteLeadTrail } from '@/features/leads/server';

/** The kinds whose untouched leads are erased after the retention period. */
export type PurgedKind = 'contact' | 'quote';

/**
 * Up to `limit` ids of leads of a kind nobody has touched since `cutoff` (ISO): made before
 * it, with no status change or note since. Quotes that became a move (booked, done) are kept.
 */
export async function staleLeadIds(
  db: Kysely<Database>,
  kind: PurgedKind,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom(LEAD_KINDS[kind].table)
    .select('id')
    .where('createdAt', '<', cutoff)
    .$if(kind === 'quote', (qb) => qb.where('status', 'not in', ['booked', 'done']))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('leadStatusHistory')
            .select('leadStatusHistory.id')
            .where('leadStatusHistory.leadKind', '=', kind)
            .whereRef('leadStatusHistory.leadId', '=', `${LEAD_KINDS[kind].table}.id`)
            .where('leadStatusHistory.at', '>=', cutoff),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('leadNotes')
            .select('leadNotes.id')
            .where('leadNotes.leadKind', '=', kind)
            .whereRef('leadNotes.leadId', '=', `${LEAD_KINDS[kind].table}.id`)
            .where('leadNotes.at', '>=', cutoff),
        ),
      ),
    )
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Erases these leads with their notes, history and emails in the outbox, in one transaction. */
export async function eraseLeads(db: Kysely<Database>, kind: PurgedKind, ids: string[]) {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom(LEAD_KINDS[kind].table)
      .where('id', 'in', ids)
      .executeTakeFirst();
    await deleteLeadTrail(trx, kind, ids);
    await deleteCustomerEmails(trx, leadOutboxKeys(ids));
    return Number(result.numDeletedRows);
  });
}
