import type { DocumentView } from '@/features/documents';
import type { ClaimView } from '@/features/claims';
// The shapes the staff area's server functions hand to its pages. They live here, not beside
// those functions, so components can name them without importing server code; the server
// functions declare these as their return types, so `tsc` keeps both sides in step.
import type { CustomerEmailPurpose } from '@/features/leads/content/customer-email';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import type { StaffPayments } from '@/features/payments';
import type { StaffSurvey } from '@/features/survey';
import type { QuotationPrefill } from '@/features/quotation';
import type { StaffQuotation } from '@/features/quotation';
import type { EstimateSnapshot } from '@/features/estimate';
import type { MoveDayPlan } from '@/features/move-day';
import type { AnyLeadRow, LeadKind, LeadStatus } from '@/features/leads/lead-types';
import type { UserRole } from '@/features/people';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Who is signed in, as the frame shows it. */
export interface StaffIdentity {
  name: string;
  role: UserRole;
}

/** One line of the day view: enough to recognise the lead and open it. */
export interface DayItem {
  kind: LeadKind;
  id: string;
  reference: string;
  who: string;
  status: string;
  followUpOn: string | null;
  moveDate: string | null;
}

/** A list of the day view: its first lines and how many there are in all. */
export interface DayList {
  items: DayItem[];
  total: number;
}

/** A booking in the agenda of the coming days. */
export interface AgendaMove {
  id: string;
  reference: string;
  name: string;
  status: LeadStatus;
  moveDate: string;
  /** Null on a booking entered by hand without one. */
  service: string | null;
  assigneeId: string | null;
  /**
   * Still to collect: what the customer owes (the accepted quotation's total; the taxable
   * value under a reverse-charge invoice; less settled claims) less payments; null without one.
   */
  balancePaise: number | null;
  /** The live invoice is under reverse charge: the GST is not ours to collect. */
  reverseCharge?: boolean;
  /** Where it starts and ends, when the booking says. */
  pickupCity: string | null;
  pickupArea: string | null;
  dropCity: string | null;
  /** Slot, truck, crew, driver, confirmed (all empty before anyone planned it). */
  plan: MoveDayPlan;
}

export interface DayView {
  today: string;
  /** New leads not contacted within the answer time in office hours (settings/office-hours). */
  overdue: DayList;
  followUps: DayList;
  unassigned: DayList;
  mine: DayList;
  agenda: { day: string; moves: AgendaMove[] }[];
  moveCount: number;
}

/** One step of a lead's status history; `by` is the person's name, null for the customer. */
export interface LeadHistoryStep {
  from: LeadStatus | null;
  to: LeadStatus;
  at: string;
  by: string | null;
  /** Why it was cancelled, when staff said (a key of src/features/leads/content/cancel-reasons.ts). */
  reason: CancelReason | null;
}

export interface LeadNote {
  id: string;
  text: string;
  at: string;
  by: string | null;
}

/** One email to the customer about their request, as its outbox row stands. */
export interface CustomerEmailLine {
  purpose: CustomerEmailPurpose;
  status: 'pending' | 'sent' | 'failed';
  queuedAt: string;
  sentAt: string | null;
}

/** A lead with everything its staff page shows; its estimate parsed from the stored JSON. */
export type LeadDetail = DistributiveOmit<AnyLeadRow, 'estimate'> & {
  /** The API's JSON gives it as `type`, the kind's staff name (app/api/admin/leads/[type]/[id]). */
  kind: LeadKind;
  history: LeadHistoryStep[];
  notes: LeadNote[];
  assignee: { id: string; name: string | null } | null;
  estimate: EstimateSnapshot | null;
  /** Oldest first; null for a newsletter sign-up (no request, no emails). */
  customerEmails: CustomerEmailLine[] | null;
  /** Whether new customer emails are queued at all (SMTP_URL set). */
  customerEmailsOn: boolean;
  /** A booking's move day (unplanned: every field null); null for other kinds. */
  moveDay: MoveDayPlan | null;
  /**
   * Where it came from (migration 017); null for a lead entered by staff or sent before sources
   * were kept. Named `attribution`, not `source`: a quote request's `source` names its form.
   */
  attribution: LeadAttribution | null;
  /**
   * A done booking's one-time review link (what its email carries), and whether the customer
   * has used it; null otherwise.
   */
  review: { url: string; rating: number | null } | null;
};

export interface LeadAttribution {
  label: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  landing: string | null;
  device: 'phone' | 'desktop' | null;
}

export type LeadPageData =
  | { state: 'signed-out' | 'not-found' | 'unavailable' }
  | {
      state: 'ready';
      lead: LeadDetail;
      people: { id: string; name: string }[];
      me: { id: string; role: UserRole };
      /** The survey of the customer's things; null for a kind that has none (newsletter). */
      survey: StaffSurvey | null;
      /** The firm quotation: undefined for a kind that has none, null before one is made. */
      quotation?: StaffQuotation | null;
      /** The first draft of a quotation not yet made (from the estimate and the survey). */
      quotationPrefill: QuotationPrefill | null;
      /** Money received for the move: undefined for a kind that takes none (newsletter). */
      payments?: StaffPayments;
      /** The move's issued documents, oldest first: undefined for a kind that has none. */
      documents?: DocumentView[];
      /** Damage claims filed from /track (issue 48): undefined for a kind that has none. */
      claims?: ClaimView[];
    };

export interface AuditLine {
  at: string;
  actor: string | null;
  actorId: string | null;
  action: string;
  target: string | null;
  detail: string | null;
}

export type AuditData =
  | { state: 'signed-out' | 'forbidden' | 'unavailable' }
  | { state: 'ready'; items: AuditLine[]; total: number; page: number; pageSize: number };

/** A person as the owner's people page lists them (never their password hash). */
export interface StaffPerson {
  id: string;
  email: string | null;
  /** A crew member's mobile number (+91…), which they sign in with when they have no email. */
  phone: string | null;
  name: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  hasPassword: boolean;
}

export type PeopleData =
  | { state: 'signed-out' | 'forbidden' | 'unavailable' }
  | { state: 'ready'; me: string; people: StaffPerson[] };

/** The signed-in person's own account, as "Your account" shows it. */
export interface OwnAccount {
  id: string;
  name: string;
  email: string | null;
  role: UserRole;
  /** Whether their role may change their sign-in email (lib/admin/rights: account.email). */
  mayChangeEmail: boolean;
  /** The primary owner (the shared password) may have no email at all. */
  emailOptional: boolean;
}

export type AccountData =
  { state: 'signed-out' } | { state: 'unavailable' } | { state: 'ready'; account: OwnAccount };
