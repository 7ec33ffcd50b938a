import type { DocumentKind } from '@/features/documents/kinds';

/** What the public page /verify/{code} shows of a document: nothing about the customer. */
export interface VerifiedDocument {
  /** An issued document's kind, or a quotation (its PDF carries a code too). */
  kind: DocumentKind | 'quotation';
  title: string;
  number: string;
  /** YYYY-MM-DD, India time. */
  issuedOn: string;
  company: { legalName: string; gstin: string | null };
  /** Total of an invoice or credit note, a receipt's amount, a lorry receipt's freight. */
  amountPaise: number | null;
  /** A credit note's invoice number. */
  cites: string | null;
  /** The credit note that cancelled this invoice. */
  cancelledBy: { number: string; issuedOn: string } | null;
}
