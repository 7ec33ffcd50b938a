import 'server-only';
import type { Kysely } from 'kysely';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';

/** The snapshot of a move's live invoice: the latest not cited by a credit note; undefined if none. */
export async function liveInvoiceSnapshot(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
): Promise<DocumentSnapshot | undefined> {
  return (await liveInvoicesOf(db, kind, [leadId])).get(leadId);
}

/** The live invoice of each of these moves (the day view's, an export's batch): id → snapshot. */
export async function liveInvoicesOf(
  db: Kysely<Database>,
  kind: LeadKind,
  leadIds: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const live = new Map<string, DocumentSnapshot>();
  if (leadIds.length === 0) return live;
  const rows = await db
    .selectFrom('documents as d')
    .select(['d.leadId', 'd.snapshot'])
    .where('d.leadKind', '=', kind)
    .where('d.leadId', 'in', leadIds)
    .where('d.kind', '=', 'invoice')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents as c')
            .select('c.id')
            .where('c.kind', '=', 'credit-note')
            .whereRef('c.citesId', '=', 'd.id'),
        ),
      ),
    )
    // Oldest first, so the latest live one is the one left in the map.
    .orderBy('d.issuedAt', 'asc')
    .execute();
  for (const row of rows) live.set(row.leadId, JSON.parse(row.snapshot) as DocumentSnapshot);
  return live;
}
