import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/lib/lead-kinds';
import { acceptedTotalPaise } from '@/server/db/repositories/payments';
import type { Database } from '@/server/db/schema';
import type { StoredDocument } from '@/server/db/repositories/documents';
import type { DocumentSnapshot } from '@/lib/documents/snapshots';
import { liveInvoiceSnapshot } from './invoice-repository';
import { settledClaimsPaise } from '@/features/claims/server/repository';

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
  /** The move's documents when the caller has just read them: not read again. */
  documents?: readonly Pick<StoredDocument, 'id' | 'kind' | 'citesId' | 'snapshot'>[],
): Promise<number | null> {
  const [accepted, invoice, claims] = await Promise.all([
    acceptedTotalPaise(db, kind, leadId),
    documents ? liveInvoiceIn(documents) : liveInvoiceSnapshot(db, kind, leadId),
    settledClaimsPaise(db, kind, leadId),
  ]);
  const business = invoice?.kind === 'invoice' ? invoice.business : undefined;
  const owed = business?.reverseCharge ? business.payablePaise : accepted;
  return owed === null ? null : owed - claims;
}
