import type { PaymentKind, PaymentMode } from '@/features/payments/kinds';

/** What the lead page, /track and the day view say about the money of a move. */
export const paymentTexts = {
  heading: 'Payments',
  intro:
    'Every payment received for this move. Nothing is changed or deleted: a mistake is put right by a refund entry with its reason.',
  totals: {
    total: 'Quotation total',
    owed: 'Customer pays us',
    reverseCharge: (gst: string) =>
      `Reverse charge: the GST of ${gst} on the invoice is paid by the customer to the government, not to us.`,
    claims: (amount: string) => `Settled damage claims taken off: ${amount}.`,
    paid: 'Paid',
    balance: 'Balance due',
    noTotal: 'No accepted quotation yet',
  },
  empty: 'No payment recorded yet.',
  listLabel: 'Payments, oldest first',
  columns: {
    receivedOn: 'Received',
    kind: 'For',
    mode: 'Mode',
    reference: 'UTR / reference',
    amount: 'Amount',
    by: 'Recorded by',
  },
  kinds: {
    advance: 'Advance',
    balance: 'Balance',
    refund: 'Refund',
  } satisfies Record<PaymentKind, string>,
  modes: {
    upi: 'UPI',
    cash: 'Cash',
    bank: 'Bank transfer',
    card: 'Card',
    tds: 'TDS deducted by the payer',
  } satisfies Record<PaymentMode, string>,
  claimsHeading: 'The customer says they paid',
  claim: (utr: string, at: string) =>
    `UTR ${utr}, told us ${at}. Check it in the bank account, then record it below.`,
  form: {
    heading: 'Record a payment',
    kind: 'For',
    amount: 'Amount (₹)',
    amountHint: 'In rupees, e.g. 5000 or 5,000.50',
    mode: 'Mode',
    reference: 'UTR or cheque / card reference (optional)',
    receivedOn: 'Received on',
    reason: 'Reason (needed for a refund, or for more than the balance due)',
    submit: 'Record payment',
    saving: 'Recording…',
  },
  recorded: (amount: string) => `Recorded ${amount}.`,
  errors: {
    kind: 'Choose what the payment is for.',
    amount: 'Enter the amount in rupees, more than ₹0 and at most two decimals.',
    amountTooLarge: 'That is more than ₹1 crore; check the amount.',
    mode: 'Choose how it was paid.',
    reference: 'Please keep the reference under 60 characters.',
    receivedOn: 'Enter the day it was received; it cannot be in the future.',
    reasonTooLong: 'Please keep the reason under 300 characters.',
    refundReason: 'Say why the money goes back (e.g. “entered twice”, “move cancelled”).',
    refundTooLarge: (paid: string) => `A refund cannot be more than what was paid (${paid}).`,
    overBalance: (balance: string) =>
      `That is more than the balance due (${balance}). Give a reason to record it anyway.`,
    noPayments: 'Payments are recorded on bookings and quote requests.',
    refundForbidden: 'Only the owner or a coordinator may record a refund.',
  },
  /** The day view's words for a move's money. */
  dayBalance: (balance: string) => `${balance} to collect`,
  dayReverseCharge: '(reverse charge: GST not ours to collect)',
  dayPaid: 'Paid in full',
  /** /track. */
  track: {
    heading: 'Payments',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
  },
} as const;

/** The CSV export's money columns (plain decimals a spreadsheet can sum). */
export const paymentCsvTexts = {
  reverseCharge: 'Reverse charge',
  reverseChargeYes: 'Yes',
  reverseChargeNo: 'No',
  customerPays: 'Customer pays us (₹)',
  paid: 'Paid (₹)',
  balance: 'Balance due (₹)',
} as const;
