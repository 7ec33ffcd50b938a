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
  const row = await db
    .selectFrom('documents as d')
    .select('d.snapshot')
    .where('d.leadKind', '=', kind)
    .where('d.leadId', '=', leadId)
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
    .orderBy('d.issuedAt', 'desc')
    .executeTakeFirst();
  return row && (JSON.parse(row.snapshot) as DocumentSnapshot);
}
