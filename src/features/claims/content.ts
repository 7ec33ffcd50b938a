import type { ClaimStatus } from './kinds';

/** Every word of claims: the customer's form and emails, the staff card. */
export const claimTexts = {
  statuses: {
    open: 'Received',
    'under-review': 'Under review',
    settled: 'Settled',
    rejected: 'Not accepted',
  } satisfies Record<ClaimStatus, string>,
  errors: {
    description: 'Tell us what happened, up to 2,000 characters.',
    items: 'Add at least one item (up to 20): what it is, the damage, and the amount you ask.',
    label: 'Name the item, up to 120 characters.',
    damage: 'Describe the damage, up to 300 characters.',
    amount: 'Enter the amount you ask for this item in rupees, more than ₹0.',
    tooMuch: 'A claim above ₹10,00,000 needs a surveyor: please call us.',
    status: 'Choose the claim’s new status.',
    settled: 'Enter the amount settled in rupees, more than ₹0.',
    note: 'The note is at most 1,000 characters.',
    payout: 'Choose how the settlement is paid.',
    notDelivered: 'A claim can be filed once your move is delivered.',
    pastNotice: (days: number) =>
      `Claims are taken within ${days} days of the move; this one is past that. Please call us.`,
    notNext: (from: string, to: string) => `A claim that is “${from}” cannot become “${to}”.`,
    notFound: 'No such claim.',
    moved: 'Someone else changed this claim just now: read it again.',
  },
  filed: (number: string) => `Claim ${number} received. We will answer within 2 working days.`,
  email: {
    subject: (number: string, reference: string) => `Your claim ${number} for move ${reference}`,
    filed: (name: string, number: string, reference: string, asked: string) =>
      [
        `Dear ${name || 'customer'},`,
        '',
        `We have received your claim ${number} for the move ${reference}, asking ${asked}. We will look at it and answer within 2 working days.`,
        '',
        'You can see where it stands on our Track page with your move reference and phone number.',
      ].join('\n'),
    changed: (
      name: string,
      number: string,
      status: string,
      settled: string | null,
      note: string | null,
    ) =>
      [
        `Dear ${name || 'customer'},`,
        '',
        `Your claim ${number} is now: ${status}.${settled ? ` Amount settled: ${settled}.` : ''}`,
        ...(note ? ['', note] : []),
      ].join('\n'),
  },
  settlementReason: (number: string) => `Settlement of claim ${number}`,
} as const;

/** The lead page's Claims card. */
export const claimCardTexts = {
  heading: 'Damage claims',
  empty: 'No claim filed.',
  asked: 'Asked',
  settled: 'Settled',
  filedOn: 'Filed',
  note: 'Our note to the customer',
  form: {
    status: 'New status',
    settled: 'Amount settled, ₹ (when settling)',
    payout: 'Settlement is',
    payouts: {
      refund: 'Paid back to the customer (refund entry)',
      deduction: 'Taken off what they owe',
    },
    note: 'Note to the customer (emailed, shown on Track)',
    submit: 'Update claim',
    sending: 'Updating…',
  },
  updated: (number: string, status: string) => `Claim ${number}: ${status}.`,
  forbidden: 'Only the owner or a coordinator may review or settle a claim.',
  failed: 'The claim could not be updated. Try again in a minute.',
} as const;

/** The customer's side on /track: their claims and the form to file one. */
export const trackClaimTexts = {
  heading: 'Damage or loss',
  intro: (days: number) =>
    `If something arrived damaged or did not arrive, tell us here within ${days} days of your move. List each item (the package number from your packing list helps), what happened to it, and the amount you ask.`,
  listHeading: 'Your claims',
  asked: 'Asked',
  settled: 'Settled',
  ourNote: 'Our note',
  description: 'What happened',
  item: (n: number) => `Item ${n}`,
  label: 'Item (and package number)',
  damage: 'Damage',
  amount: 'Amount asked, ₹',
  optional: 'optional',
  submit: 'Send the claim',
  sending: 'Sending…',
  fixFields: 'Please check the marked fields.',
  failed: 'The claim could not be sent. Please try again in a minute, or call us.',
  rows: 3,
} as const;

/** The staff Claims list (/admin/claims). */
export const claimListTexts = {
  nav: 'Claims',
  title: 'Damage claims',
  intro:
    'Every damage claim customers filed, newest first. Open the move to read the claim and review or settle it.',
  filterLabel: 'Status',
  all: 'All statuses',
  filter: 'Show',
  caption: 'Damage claims, newest first',
  columns: {
    number: 'Claim',
    reference: 'Move',
    status: 'Status',
    asked: 'Asked',
    settled: 'Settled',
    filed: 'Filed',
  },
  notSettled: '—',
  erased: 'Erased',
  none: 'No claims.',
  noneOf: (status: string) => `No claims “${status}”.`,
  limited: (limit: number) => `Showing the newest ${limit}.`,
  forbidden: 'You may not see the claims.',
  storeError: 'The claims cannot be read just now.',
} as const;
