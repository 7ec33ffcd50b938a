import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { acceptedTotalPaise } from '@/features/payments/server';
import type { Database } from '@/server/db/schema';
import type { StoredDocument } from '@/features/documents/server/data/documents';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import { liveInvoicesOf, liveInvoiceSnapshot } from './data/live-invoice';
import { settledClaimsByLead, settledClaimsPaise } from '@/features/claims/server';
import { acceptedTotalsOf } from '@/features/payments/server';
import type { OwedBreakdown } from '../owed';

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
  ...args: Parameters<typeof owedBreakdown>
): Promise<number | null> {
  return (await owedBreakdown(...args)).owedPaise;
}

/** What the customer owes and why (amountOwedPaise's figures): the lead page shows each. */
export async function owedBreakdown(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
  /** What the caller has just read of the move (its documents, its claims): not read again. */
  known: {
    documents?: readonly Pick<StoredDocument, 'id' | 'kind' | 'citesId' | 'snapshot'>[];
    claims?: readonly { status: string; settledPaise: number | null }[];
  } = {},
): Promise<OwedBreakdown> {
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
  return breakdownOf(accepted, invoice, claims);
}

function breakdownOf(
  accepted: number | null,
  invoice: DocumentSnapshot | undefined,
  claimsPaise: number,
): OwedBreakdown {
  const business = invoice?.kind === 'invoice' ? invoice.business : undefined;
  const reverseCharge =
    invoice?.kind === 'invoice' && business?.reverseCharge
      ? {
          gstPaise:
            invoice.figures.cgstPaise + invoice.figures.sgstPaise + invoice.figures.igstPaise,
        }
      : null;
  const owed = business?.reverseCharge ? business.payablePaise : accepted;
  return {
    quotedPaise: accepted,
    reverseCharge,
    claimsPaise,
    owedPaise: owed === null ? null : owed - claimsPaise,
  };
}

/** amountOwedPaise for many moves of one kind at once (the day view, the lead export). */
export async function amountsOwedOf(
  db: Kysely<Database>,
  kind: LeadKind,
  leadIds: readonly string[],
): Promise<Map<string, OwedBreakdown>> {
  const [accepted, invoices, claims] = await Promise.all([
    acceptedTotalsOf(db, kind, leadIds),
    liveInvoicesOf(db, kind, leadIds),
    settledClaimsByLead(db, kind, leadIds),
  ]);
  return new Map(
    leadIds.map((id) => [
      id,
      breakdownOf(accepted.get(id) ?? null, invoices.get(id), claims.get(id) ?? 0),
    ]),
  );
}
