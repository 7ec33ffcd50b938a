import 'server-only';
import type { Kysely } from 'kysely';
import type { DocumentSnapshot } from '@/features/documents';
import type { LeadKind } from '@/features/leads';
import { acceptedTotalPaise, paidByLead } from '@/features/payments/server';
import type { Database } from '@/server/db/schema';
import type { Taxed } from '../../gst';

/** Invoices and credit notes issued in [start, end) (stored UTC instants), in issue order. */
export async function taxedDocuments(
  db: Kysely<Database>,
  range: { start: string; end: string },
): Promise<Taxed[]> {
  const rows = await db
    .selectFrom('documents')
    .select('snapshot')
    .where('kind', 'in', ['invoice', 'credit-note'])
    .where('issuedAt', '>=', range.start)
    .where('issuedAt', '<', range.end)
    .orderBy('issuedAt')
    .orderBy('serial')
    .execute();
  return rows
    .map((row) => JSON.parse(row.snapshot) as DocumentSnapshot)
    .filter((s): s is Taxed => s.kind === 'invoice' || s.kind === 'credit-note');
}

/** Every move with an accepted quotation, with what it was agreed at and what came in. */
export async function movesWithTotals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('quotations')
    .select(['leadKind', 'leadId'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('quotationVersions')
          .select('quotationVersions.version')
          .whereRef('quotationVersions.quotationId', '=', 'quotations.id')
          .where('quotationVersions.acceptedAt', 'is not', null),
      ),
    )
    .execute();
  const kinds = [...new Set(rows.map((r) => r.leadKind))] as LeadKind[];
  const paid = new Map<string, number>();
  for (const kind of kinds)
    for (const [id, sum] of await paidByLead(
      db,
      kind,
      rows.filter((r) => r.leadKind === kind).map((r) => r.leadId),
    ))
      paid.set(`${kind}:${id}`, sum);
  return Promise.all(
    rows.map(async (r) => ({
      leadKind: r.leadKind as LeadKind,
      leadId: r.leadId,
      acceptedPaise: (await acceptedTotalPaise(db, r.leadKind as LeadKind, r.leadId)) ?? 0,
      paidPaise: paid.get(`${r.leadKind}:${r.leadId}`) ?? 0,
    })),
  );
}
