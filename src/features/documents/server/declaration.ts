import 'server-only';
import type { Selectable } from 'kysely';
import type { InvoiceSnapshot, Seller, TdsDeclarationSnapshot } from '../snapshots';
import { financialYear } from '../numbering';
import { billSettings, TDS_WAIVER_MAX_CARRIAGES } from '../settings/bills';
import type { DocumentsTable } from './data/tables';
import { DocumentRefusal } from './store';

/**
 * The transporter's declaration for the TDS waiver (s. 194C(6)), to the business the move's
 * standing invoice is billed to (a name or GSTIN given for it): the firm's PAN and the goods
 * carriages it owns, from the settings of the day, for the financial year of the declaration.
 * Refused for a customer billed as a person (no business to give it to), and when the firm
 * owns more than ten goods carriages (the waiver is not its to claim).
 */
export function tdsDeclarationOf(
  documents: readonly Selectable<DocumentsTable>[],
  creditedIds: ReadonlySet<string | null>,
  head: { number: string; issuedOn: string; issuedAt: string; leadReference: string },
  seller: Seller,
): TdsDeclarationSnapshot {
  const { goodsCarriages, pan, law } = billSettings.tdsDeclaration;
  if (goodsCarriages > TDS_WAIVER_MAX_CARRIAGES) throw new DocumentRefusal('too_many_carriages');
  const invoice = documents
    .filter((d) => d.kind === 'invoice' && !creditedIds.has(d.id))
    .map((d) => JSON.parse(d.snapshot) as InvoiceSnapshot)
    .find((snapshot) => snapshot.customer.gstin || snapshot.business?.employee);
  if (!invoice) throw new DocumentRefusal('no_business_invoice');
  return {
    kind: 'tds-declaration',
    ...head,
    seller,
    customer: invoice.customer,
    buyer: invoice.customer,
    invoice: { number: invoice.number, issuedOn: invoice.issuedOn },
    financialYear: financialYear(head.issuedOn),
    goodsCarriages,
    pan,
    law,
  };
}
