import { inviteTexts, signInTexts } from '@/features/people/content';
import { todayInIndia } from '@/lib/dates';
import { type MatrixIds as Ids, type PerCaller } from './role-matrix';

/** What a caller's run of an action comes to. */
type Outcome =
  /** Sent to the sign-in page, nothing changed. */
  | 'sign-in'
  /** Told their role may not do it, nothing changed. */
  | 'refused'
  /** No error, and the store changed. */
  | 'done'
  /** Answered (see `alone`), nothing changed. */
  | 'unchanged'
  /** Sent to the signed-out page, their session ended. */
  | 'signed-out';

/** One rule: signed out, then crew, staff, coordinator and owner, in that order. */
const as = (out: Outcome, crew: Outcome, staff: Outcome, coordinator: Outcome, owner: Outcome) =>
  ({ 'signed-out': out, crew, staff, coordinator, owner }) as const;

const only = {
  /** Everyone signed in, the crew too (their own account). */
  everyone: as('sign-in', 'done', 'done', 'done', 'done'),
  /** The office's staff: the crew works only its own moves (src/features/move-day). */
  signedIn: as('sign-in', 'refused', 'done', 'done', 'done'),
  owner: as('sign-in', 'refused', 'refused', 'refused', 'done'),
  office: as('sign-in', 'refused', 'refused', 'done', 'done'),
  anyone: as('unchanged', 'unchanged', 'unchanged', 'unchanged', 'unchanged'),
} as const satisfies Record<string, PerCaller<Outcome>>;

/**
 * Who may run each action, and the form it is sent. A new action must be given a rule, with
 * each caller's outcome written out. An action anyone may run says what it answers that form
 * without a session (`alone`).
 */
export const RULES: Record<
  string,
  {
    outcome: PerCaller<Outcome>;
    form: (ids: Ids) => Record<string, string>;
    alone?: { result?: unknown; to?: string };
  }
> = {
  'people/account.ts updateAccountAction': {
    outcome: only.everyone,
    form: () => ({ name: 'Renamed Person' }),
  },
  'leads/add-lead.ts addLeadAction': {
    outcome: only.signedIn,
    form: () => ({ kind: 'quote', channel: 'phone', name: 'Caller', phone: '98610 45678' }),
  },
  'leads/staff-leads.ts deleteLeadAction': {
    outcome: only.owner,
    form: (ids) => ({ tab: 'bookings', id: ids.lead }),
  },
  'people/session.ts signInAction': {
    outcome: only.anyone,
    form: () => ({ password: 'wrong-password' }),
    alone: { result: { error: signInTexts.wrong } },
  },
  'people/session.ts signOutAction': {
    outcome: as('unchanged', 'signed-out', 'signed-out', 'signed-out', 'signed-out'),
    form: () => ({}),
    alone: { to: '/admin/sign-in?reason=signed-out' },
  },
  'people/invite.ts acceptInviteAction': {
    outcome: only.anyone,
    form: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
    alone: { result: { error: inviteTexts.gone } },
  },
  'people/users.ts addUserAction': {
    outcome: only.owner,
    form: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'coordinator' }),
  },
  'people/users.ts updateUserAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.other, intent: 'disable' }),
  },
  'leads/lead-page.ts updateLeadAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      status: 'contacted',
      assigneeId: ids.staff,
      followUpOn: '2031-02-03',
    }),
  },
  'leads/lead-page.ts saveMoveDayAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      slot: '09:00',
      vehicle: 'truck-14ft',
      crewCount: '4',
      confirmed: 'yes',
    }),
  },
  'leads/lead-page.ts addNoteAction': {
    outcome: only.signedIn,
    form: (ids) => ({ type: 'bookings', id: ids.lead, text: 'Called back.' }),
  },
  'reviews/moderation.ts moderateReviewAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.review, reply: 'Thank you for moving with us.' }),
  },
  'outbox/outbox.ts resendEmailAction': {
    outcome: only.owner,
    form: (ids) => ({ id: ids.email }),
  },
  'payments/payments.ts recordPaymentAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      kind: 'advance',
      amount: '5,000',
      mode: 'upi',
      reference: '412345678901',
      receivedOn: todayInIndia(),
    }),
  },
  // A packing list: every role's (an invoice is the office's: src/app/api/admin/documents.test.ts).
  'documents/documents.ts issueDocumentAction': {
    outcome: only.signedIn,
    form: (ids) => ({ type: 'bookings', id: ids.lead, kind: 'packing-list' }),
  },
  // Reviewing a customer's damage claim is the office's: its note goes to the customer.
  'claims/claims.ts updateClaimAction': {
    outcome: only.office,
    form: (ids) => ({
      type: 'bookings',
      id: ids.quoted,
      claimId: ids.claim,
      status: 'under-review',
      note: 'A surveyor will call.',
    }),
  },
  'quotation/staff-quotation.ts saveQuotationAction': {
    outcome: only.office,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      'kind-0': 'transport',
      'label-0': 'Transport by closed truck',
      'amount-0': '15,000',
      advance: '10',
      advanceUnit: 'percent',
      validUntil: todayInIndia(),
    }),
  },
  'quotation/staff-quotation.ts sendQuotationAction': {
    outcome: only.office,
    form: (ids) => ({ type: 'bookings', id: ids.quoted, channel: 'whatsapp' }),
  },
  'leads/lead-page.ts setSurveyLineAction': {
    outcome: only.signedIn,
    form: (ids) => ({
      type: 'bookings',
      id: ids.lead,
      room: 'Kitchen',
      itemId: 'gas-stove',
      qty: '2',
    }),
  },
};
