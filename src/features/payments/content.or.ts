// Left out: paymentCsvTexts (staff's CSV). In paymentTexts, the customer's words (totals, kinds,
// modes, track) are in Odia; the staff's lead-page card, form, errors and day view are copied in
// English: staff read English.
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';

export const paymentTexts: Translated<typeof en.paymentTexts> = {
  heading: 'Payments',
  intro:
    'Every payment received for this move. Nothing is changed or deleted: a mistake is put right by a refund entry with its reason.',
  totals: {
    total: 'କୋଟେସନର ମୋଟ',
    owed: 'ଆପଣ ଆମକୁ ଦେବେ',
    reverseCharge: (gst) => `ରିଭର୍ସ ଚାର୍ଜ: ଇନଭଏସର ${gst} ଜିଏସଟି ଆପଣ ଆମକୁ ନୁହେଁ, ସିଧା ସରକାରଙ୍କୁ ଦିଅନ୍ତି।`,
    claims: (amount) => `ସମାଧାନ ହୋଇଥିବା କ୍ଷତି କ୍ଲେମ୍ ବାବଦରେ କଟାଯାଇଛି: ${amount}।`,
    paid: 'ଦିଆଯାଇଛି',
    balance: 'ବାକି ଟଙ୍କା',
    noTotal: 'ଏଯାଏଁ କୌଣସି କୋଟେସନ୍ ଗ୍ରହଣ କରାଯାଇନାହିଁ',
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
    advance: 'ଆଡଭାନ୍ସ',
    balance: 'ବାକି ଟଙ୍କା',
    refund: 'ଫେରସ୍ତ',
  },
  modes: {
    upi: 'UPI',
    cash: 'ନଗଦ',
    bank: 'ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର',
    card: 'କାର୍ଡ',
    tds: 'ଦେୟକାରୀଙ୍କ ଦ୍ୱାରା କଟାଯାଇଥିବା TDS',
  },
  claimsHeading: 'The customer says they paid',
  claim: (utr, at) =>
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
  recorded: (amount) => `Recorded ${amount}.`,
  errors: {
    kind: 'Choose what the payment is for.',
    amount: 'Enter the amount in rupees, more than ₹0 and at most two decimals.',
    amountTooLarge: 'That is more than ₹1 crore; check the amount.',
    mode: 'Choose how it was paid.',
    reference: 'Please keep the reference under 60 characters.',
    receivedOn: 'Enter the day it was received; it cannot be in the future.',
    reasonTooLong: 'Please keep the reason under 300 characters.',
    refundReason: 'Say why the money goes back (e.g. “entered twice”, “move cancelled”).',
    refundTooLarge: (paid) => `A refund cannot be more than what was paid (${paid}).`,
    overBalance: (balance) =>
      `That is more than the balance due (${balance}). Give a reason to record it anyway.`,
    noPayments: 'Payments are recorded on bookings and quote requests.',
    refundForbidden: 'Only the owner or a coordinator may record a refund.',
  },
  dayBalance: (balance) => `${balance} to collect`,
  dayReverseCharge: '(reverse charge: GST not ours to collect)',
  dayPaid: 'Paid in full',
  track: {
    heading: 'ପେମେଣ୍ଟ',
    total: 'ମୋଟ',
    paid: 'ଦିଆଯାଇଛି',
    balance: 'ବାକି ଟଙ୍କା',
  },
};
