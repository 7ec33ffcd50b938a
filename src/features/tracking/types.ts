import type { Locale } from '@/lib/i18n/locales';
import type { MoneyFigures } from '@/features/payments';
import type { QuotationStatus } from '@/features/quotation';
import type { TrackKind } from '@/features/leads';
import type { CustomerClaim } from '@/features/claims';
import type { FieldErrors } from '@/lib/schemas/errors';
import type { TrackField } from '@/features/tracking/schema';
import type { LeadStatus } from '@/features/leads';
import type { InventoryView } from '@/features/survey';
import type { MilestoneKind } from '@/features/move-day';

/** An estimate as the customer sees it on /track: rupees, and its last valid day (YYYY-MM-DD). */
export interface TrackedEstimate {
  total: number;
  low: number;
  high: number;
  validUntil: string;
}

/** The answer of GET /api/track: what was asked and where it stands, nothing personal. */
export interface TrackedRequest {
  reference: string;
  kind: TrackKind;
  status: LeadStatus;
  createdAt: string;
  /** The customer's language (issue 49): the English /track sends them to its page. */
  language: Locale;
  timeline: { status: LeadStatus; at: string }[];
  service?: string;
  moveDate?: string;
  origin?: string;
  destination?: string;
  moveType?: string;
  /** The figures of the estimate the request was made at: never its inputs or lines. */
  estimate?: TrackedEstimate;
  /** The survey of their things once someone saved one: never a staff member's name. */
  inventory?: CustomerInventory;
  /** Their firm quotation's link and where its latest version stands, once one is made. */
  quotation?: {
    url: string;
    status: QuotationStatus;
    /** The quotation's PDF and the move's issued documents, each through the quotation's link. */
    documents: { id: string; title: string; number: string; url: string }[];
  };
  /**
   * A move without a quotation still has papers (the proof of delivery, money receipts): their
   * list, each served through /api/track/documents with the look-up's reference and phone/email.
   * With a quotation they are in `quotation.documents` instead.
   */
  documents?: { id: string; title: string; number: string }[];
  /** Once a quotation is accepted or a payment recorded: what was agreed, paid and is due. */
  payments?: MoneyFigures;
  /** Their damage claims, once they filed one (issue 48): status, amounts, our note. */
  claims?: CustomerClaim[];
  /** A booking's steps on its move day (issue 47): kind and time, never who. */
  milestones?: TrackedMilestone[];
  /** The day the crew expects to deliver (set at `loaded`). */
  expectedDeliveryOn?: string;
  /**
   * The crew's photos of their things (issue 47): served only through /api/track/photos with
   * the same reference and phone/email, never by a public link.
   */
  photos?: TrackedPhoto[];
}

export interface TrackedPhoto {
  id: string;
  stage: 'pickup' | 'delivery';
  note: string | null;
  at: string;
}

export interface TrackedMilestone {
  kind: MilestoneKind;
  at: string;
}

/** A survey as the customer sees it: who changed it last is them, or our team. */
export interface CustomerInventory extends Omit<InventoryView, 'updatedBy'> {
  updatedBy: 'customer' | 'staff' | null;
}

export type TrackResult =
  | { ok: true; request: TrackedRequest }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<TrackField> }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };
