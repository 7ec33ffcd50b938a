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
    tooManyPhotos: (perItem: number, perClaim: number) =>
      `Attach up to ${perItem} photos of an item, ${perClaim} in all.`,
    photoOfNoItem: 'A photo needs its item: name the item, the damage and the amount.',
    photoTooLarge: (photoMb: number, allMb: number) =>
      `A photo is at most ${photoMb} MB, and the claim with all its photos ${allMb} MB: choose fewer or smaller photos.`,
    notAnImage: 'A photo must be a JPEG, PNG, WebP or HEIC picture.',
    unreadable:
      'A photo could not be read (damaged, or an iPhone HEIC photo): send it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    multipart: 'Send the claim as a form (multipart/form-data) or as JSON.',
    settledOnlyWhenSettling: 'An amount settled is given only when settling the claim.',
  },
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
  photosOf: (number: string, item: number) => `Photos of item ${item} of claim ${number}`,
  photosOfClaim: (number: string) => `Photos of claim ${number}`,
  photo: (n: number, width: number, height: number) =>
    `Photo ${n} (${width} × ${height}), opens full size`,
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
  intro: (reportDays: number, noticeDays: number) =>
    `If something arrived damaged or did not arrive, tell us here, best within ${reportDays} days of delivery while it can still be checked; we take a claim up to ${noticeDays} days after your move. List each item (the package number from your packing list helps), what happened to it, and the amount you ask.`,
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
  photos: 'Photos of the damage',
  photosHint: (perItem: number, perClaim: number) =>
    `Up to ${perItem} photos of this item (${perClaim} in all), taken with your phone's camera.`,
  photosOf: (number: string, item: number) => `Photo of item ${item} of claim ${number}`,
  photosSent: (number: string) => `Your photos with claim ${number}`,
  received: (number: string) => `Claim ${number} received. We will answer within 2 working days.`,
  submit: 'Send the claim',
  sending: 'Sending…',
  fixFields: 'Please check the marked fields.',
  failed: 'The claim could not be sent. Please try again in a minute, or call us.',
  /** What a post without JavaScript came to (the page's `claim=`: the API's error code). */
  outcomes: {
    filed:
      'Your claim is received: you will find it in the list above. We will answer within 2 working days.',
    validation:
      'Your claim was not sent: each item needs its name, the damage and the amount asked, and what happened needs a few words. Go back to correct it.',
    payload_too_large:
      'Your claim was not sent: a photo, or all of them together, is too large. Go back and choose fewer or smaller photos.',
    unsupported_media_type:
      'Your claim was not sent: a photo is not a JPEG, PNG, WebP or HEIC picture (on an iPhone choose Most Compatible in Settings › Camera › Formats).',
    conflict: 'A claim can be filed from delivery until the notice period ends: please call us.',
    rate_limited: 'Too many tries just now: please wait a few minutes and try again.',
    unavailable: 'The claim could not be sent. Please try again in a minute, or call us.',
  } as Record<string, string>,
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
    photos: 'Photos',
  },
  notSettled: '—',
  erased: 'Erased',
  none: 'No claims.',
  noneOf: (status: string) => `No claims “${status}”.`,
  limited: (limit: number) => `Showing the newest ${limit}.`,
  forbidden: 'You may not see the claims.',
  storeError: 'The claims cannot be read just now.',
} as const;
