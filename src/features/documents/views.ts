import type { DocumentKind } from './kinds';

/** A document as the lead page and the staff API list it. */
export interface DocumentView {
  id: string;
  kind: DocumentKind;
  number: string;
  title: string;
  issuedAt: string;
  issuedBy: string | null;
  url: string;
  /** A credit note's invoice, a receipt's payment. */
  citesId: string | null;
  paymentId: string | null;
}
