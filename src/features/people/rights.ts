// Who may do what in the staff area: ONE table that every server function (through `need`),
// every /api/admin route (through `adminRoute`) and every page's controls read. A new feature
// (quotations, payments, documents, reports) adds a row here, not an `if` on a role.

/** Highest first: the people page lists them in this order. */
export const USER_ROLES = ['owner', 'coordinator', 'staff', 'crew'] as const;
export type UserRole = (typeof USER_ROLES)[number];

type Row = Readonly<Record<UserRole, boolean>>;

export const RIGHTS = {
  /** See, search and open leads; the day view; the tabs' counts. */
  'leads.read': { owner: true, coordinator: true, staff: true, crew: false },
  /** Status, assignee, notes, follow-up days, the survey of the customer's things, a booking's move day. */
  'leads.work': { owner: true, coordinator: true, staff: true, crew: false },
  /** Add a lead taken by phone, WhatsApp, at the door or by referral ("Add a lead"). */
  'leads.add': { owner: true, coordinator: true, staff: true, crew: false },
  /**
   * Give money back: a refund, or the entry that puts a mistaken payment right. Recording a
   * payment is `leads.work` (the crew collects the balance on the day); a refund is the office's.
   */
  'payments.refund': { owner: true, coordinator: true, staff: false, crew: false },
  /** Download a tab (and its search) as CSV; each export is audited. */
  'leads.export': { owner: true, coordinator: true, staff: false, crew: false },
  /** Erasure on request: the lead, its notes, history, survey and emails. */
  'leads.delete': { owner: true, coordinator: false, staff: false, crew: false },
  /** Add people, change their role, disable, enable, reset links. */
  'people.manage': { owner: true, coordinator: false, staff: false, crew: false },
  /** The audit log holds sign-ins (with addresses) and people changes, not only leads. */
  'audit.read': { owner: true, coordinator: false, staff: false, crew: false },
  /**
   * The owner's figures (/admin/reports and its CSVs): leads by kind and source, the funnel,
   * answering times, money. Coordinators run the office on them too; staff work single leads.
   */
  'reports.read': { owner: true, coordinator: true, staff: false, crew: false },
  /**
   * The Outbox: every email the site wrote (customers' details, invite and reset links), read in
   * full, and a failed one sent again. The owner's, like the audit log.
   */
  'mail.outbox': { owner: true, coordinator: false, staff: false, crew: false },
  /** The site's speed report. */
  'site.vitals': { owner: true, coordinator: false, staff: false, crew: false },
  /**
   * Hide a customer's review (for abuse or personal details, with the reason; it is kept) or
   * publish it again, and answer it in public: the company speaking in public is the owner's.
   */
  'reviews.moderate': { owner: true, coordinator: false, staff: false, crew: false },
  /** Make, change and send a lead's firm quotation (the customer's link, its versions). */
  'quotations.make': { owner: true, coordinator: true, staff: false, crew: false },
  /**
   * Issue a move's money receipts, lorry receipts and packing lists: paper the crew hands over
   * on the day. Seeing and downloading any issued document is `leads.read`.
   */
  'documents.issue': { owner: true, coordinator: true, staff: true, crew: false },
  /** Issue the GST tax invoice and the credit note that corrects it: the company's tax record. */
  'invoices.issue': { owner: true, coordinator: true, staff: false, crew: false },
  /**
   * Review, settle or reject a customer's damage claim (its note goes to the customer, its
   * settlement into the move's money). Seeing a lead's claims is `leads.read`.
   */
  'claims.settle': { owner: true, coordinator: true, staff: false, crew: false },
  /** Sign out; see and rename one's own account. */
  'account.own': { owner: true, coordinator: true, staff: true, crew: true },
  /**
   * Change one's own sign-in email. Others' emails are where the owner sends their reset
   * links, so those stay the owner's to set (they add the person again).
   */
  'account.email': { owner: true, coordinator: false, staff: false, crew: false },
  /**
   * The moves one is on (the move day's crew members): the list `crew=me`, their job sheets,
   * and on them the milestones, photos, the customer's signature and the cash collected. The
   * crew's only window on the leads (src/features/move-day).
   */
  'moves.mine': { owner: true, coordinator: true, staff: true, crew: true },
  /** Every move's job sheet and steps, not only the moves one is on. */
  'moves.any': { owner: true, coordinator: true, staff: true, crew: false },
  /**
   * Open the proof of delivery of a move one is on, from its job sheet: the crew hands the
   * customer's copy over or shows it at the door. Any other document stays `leads.read`.
   */
  'moves.proof': { owner: true, coordinator: true, staff: true, crew: true },
  /** Mark a move done before its move day (with a reason, audited). */
  'moves.force-done': { owner: true, coordinator: false, staff: false, crew: false },
} as const satisfies Record<string, Row>;

export type Right = keyof typeof RIGHTS;

/** Whether a role may do something: the only question any code asks about a role. */
export function can(role: UserRole, right: Right): boolean {
  return RIGHTS[right][role];
}
