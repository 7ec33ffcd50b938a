import type { LeadKind } from '@/features/leads';
import type { DocumentKind } from '@/features/documents';

/** A counter of document serials per kind and financial year (migration 015). */
export interface DocumentCountersTable {
  /** A document kind, or `claim` (migration 023: claims are numbered the same way). */
  kind: DocumentKind | 'claim';
  financialYear: string;
  lastSerial: number;
}

/** An issued document, never updated (migration 015, src/features/documents/server). */
export interface DocumentsTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  kind: DocumentKind;
  number: string;
  financialYear: string;
  serial: number;
  paymentId: string | null;
  citesId: string | null;
  /** JSON of the document's snapshot (src/features/documents/snapshots.ts). */
  snapshot: string;
  issuedAt: string;
  issuedBy: string;
  issuedByName: string | null;
  /** The code of /verify/{code} (migration 022); null for documents issued before. */
  verifyCode: string | null;
}

/** The documents' tables, as the platform's Database includes them. */
export interface DocumentTables {
  documentCounters: DocumentCountersTable;
  documents: DocumentsTable;
}
