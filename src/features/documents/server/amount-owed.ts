import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { acceptedTotalPaise } from '@/features/payments/server';
import type { Database } from '@/server/db/schema';
import type { StoredDocument } from '@/features/documents/server/data/documents';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import { liveInvoiceSnapshot } from './data/live-invoice';
import { settledClaimsPaise } from '@/features/claims/server';

/** The live invoice among a move's documents (oldest first): the last not cited by a credit note. */
function liveInvoiceIn(
  documents: readonly Pick<StoredDocument, 'id' | 'kind' | 'citesId' | 'snapshot'>[],
): DocumentSnapshot | undefined {
  const credited = new Set(documents.filter((d) => d.kind === 'credit-note').map((d) => d.citesId));
  const live = documents.filter((d) => d.kind === 'invoice' && !credited.has(d.id)).at(-1);
  return live && (JSON.parse(live.snapshot) as DocumentSnapshot);
}

/**
 * What the customer owes the firm for the move: the accepted quotation's total, except when the
 * move's live invoice (not cancelled by a credit note) is under reverse charge: then the buyer
 * pays the GST to the government and us the invoice's payable (its taxable value); less what
 * its settled damage claims came to (compensation, paid back or taken off). Every
 * balance (the lead page, /track, the status emails) reads this, so none counts GST the buyer
 * never owed us.
 */
export async function amountOwedPaise(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
  /** What the caller has just read of the move (its documents, its claims): not read again. */
  known: {
    documents?: readonly Pick<StoredDocument, 'id' | 'kind' | 'citesId' | 'snapshot'>[];
    claims?: readonly { status: string; settledPaise: number | null }[];
  } = {},
): Promise<number | null> {
  const { documents, claims: claimRows } = known;
  const [accepted, invoice, claims] = await Promise.all([
    acceptedTotalPaise(db, kind, leadId),
    documents ? liveInvoiceIn(documents) : liveInvoiceSnapshot(db, kind, leadId),
    claimRows
      ? claimRows
          .filter((c) => c.status === 'settled')
          .reduce((sum, c) => sum + Number(c.settledPaise ?? 0), 0)
      : settledClaimsPaise(db, kind, leadId),
  ]);
  const business = invoice?.kind === 'invoice' ? invoice.business : undefined;
  const owed = business?.reverseCharge ? business.payablePaise : accepted;
  return owed === null ? null : owed - claims;
}
