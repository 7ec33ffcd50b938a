import type { LeadKind } from '@/features/leads';

/** A lead's firm quotation (migration 011): the customer's token and its latest version. */
export interface QuotationsTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  token: string;
  latestVersion: number;
  createdAt: string;
}

/** One version of a quotation: its lines (JSON) and figures in paise, and what befell it. */
export interface QuotationVersionsTable {
  quotationId: string;
  version: number;
  lines: string;
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  totalPaise: number;
  advancePaise: number;
  validUntil: string;
  createdAt: string;
  updatedAt: string;
  updatedByName: string | null;
  sentAt: string | null;
  openedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  /** The QR code's /verify code (migration 026), given when the version's PDF is first drawn. */
  verifyCode: string | null;
}

export type QuotationEventKind = 'emailed' | 'whatsapp' | 'opened' | 'accepted' | 'change' | 'paid';

export interface QuotationEventsTable {
  id: string;
  quotationId: string;
  version: number;
  kind: QuotationEventKind;
  at: string;
  actorName: string | null;
  detail: string | null;
}

/** The quotation's tables, as the platform's Database includes them. */
export interface QuotationTables {
  quotations: QuotationsTable;
  quotationVersions: QuotationVersionsTable;
  quotationEvents: QuotationEventsTable;
}
