import type { QuotationStatus } from './status';
import type { PricedLine } from './totals';

/** One version as staff see it on the lead page and in the staff API. */
export interface StaffQuotationVersion {
  version: number;
  status: QuotationStatus;
  lines: PricedLine[];
  subtotalPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
  advancePaise: number;
  validUntil: string;
  updatedAt: string;
  updatedBy: string | null;
  sentAt: string | null;
  openedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
}

export interface QuotationEventView {
  version: number;
  kind: 'emailed' | 'whatsapp' | 'opened' | 'accepted' | 'change' | 'paid';
  at: string;
  by: string | null;
  detail: string | null;
}

/** A lead's quotation for staff: the link, every version (newest first) and what befell it. */
export interface StaffQuotation {
  id: string;
  token: string;
  url: string;
  latestVersion: number;
  versions: StaffQuotationVersion[];
  events: QuotationEventView[];
}
