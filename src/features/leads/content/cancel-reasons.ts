/**
 * Why a lead was cancelled, as staff may choose when they set it to Cancelled (the lead page's
 * form, PATCH /api/admin/leads/{type}/{id} as `cancelReason`). The keys are stored with the
 * status change (lead_status_history.reason, migration 019) and counted in the owner's figures;
 * the labels are what staff read. A new reason is a new entry; never rename a key in use.
 */
export const cancelReasonLabels = {
  price: 'Price too high',
  'other-mover': 'Chose another mover',
  postponed: 'Move postponed or called off',
  'self-move': 'Moving themselves',
  unreachable: 'Could not reach the customer',
  other: 'Other',
} as const satisfies Record<string, string>;

export type CancelReason = keyof typeof cancelReasonLabels;

export const CANCEL_REASONS = Object.keys(cancelReasonLabels) as [CancelReason, ...CancelReason[]];

export const cancelReasonTexts = {
  label: 'Reason, when cancelling',
  hint: 'Optional. Counted in the owner’s figures.',
  none: 'No reason given',
  invalid: `Choose one of: ${Object.keys(cancelReasonLabels).join(', ')}.`,
  onlyWhenCancelled: 'A cancellation reason goes only with the status Cancelled.',
} as const;
