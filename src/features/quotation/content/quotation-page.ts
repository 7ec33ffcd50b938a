import { company } from '@/settings/company';
import { site } from '@/content/site';

/** Texts of the firm quotation: the customer's page, the staff editor, the emails and WhatsApp. */

export const prefillTexts = {
  vehicle: (name: string, count: number, cft: number) =>
    ` (${count > 1 ? `${count} × ` : ''}${name}, ${cft} cft)`,
};

export const quotationStatusLabels = {
  sent: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
  superseded: 'Replaced',
} as const;

export const customerQuotationPage = {
  metaTitle: (reference: string) => `Quotation ${reference}`,
  heading: 'Quotation',
  numberLabel: 'Quotation',
  versionLabel: (version: number) => `version ${version}`,
  dateLabel: 'Date',
  validLabel: 'Valid until',
  forLabel: 'For',
  fromCompany: 'From',
  gstinLabel: 'GSTIN',
  panLabel: 'PAN',
  moveHeading: 'Your move',
  moveDate: 'Moving date',
  from: 'From',
  to: 'To',
  vehicle: 'Vehicle',
  volume: 'Volume surveyed',
  volumeValue: (cft: number) => `${cft} cft`,
  notYet: 'To be confirmed',
  inventoryHeading: 'What we move',
  inventoryNone: 'No survey yet: the price covers the goods of the home as described.',
  pieces: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`,
  chargesHeading: 'Charges',
  columns: { item: 'Service', sac: 'SAC', amount: 'Amount', gst: 'GST', total: 'Total' },
  gstRate: (bp: number) => `${bp / 100} %`,
  subtotal: 'Subtotal before GST',
  gst: 'GST',
  discount: 'Discount',
  taxable: 'Taxable value (after the discount)',
  total: 'Total to pay',
  advance: 'Advance to confirm the booking',
  balance: 'Balance, due on delivery before unloading',
  termsHeading: 'Terms',
  acceptHeading: 'Accept and book',
  acceptIntro: 'Type your full name and tick the box: your move is booked for the date above.',
  nameLabel: 'Your full name',
  agreeLabel: 'I have read the quotation and agree to its terms.',
  acceptButton: 'Accept and book',
  acceptedHeading: 'Accepted — your move is booked',
  acceptedBy: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
  supersededHeading: 'This version has been replaced',
  supersededBody: (latest: number) => `We have sent a newer version (version ${latest}).`,
  seeLatest: 'See the current quotation',
  replacesNote: (version: number, openedOn: string) =>
    `This quotation replaces version ${version}, which you opened on ${openedOn}. Please read it again: the price to accept is the one below.`,
  expiredHeading: 'This quotation has expired',
  expiredBody: (date: string) =>
    `It was valid until ${date}. Ask for a change below, or call us, and we will send a new one.`,
  changeHeading: 'Ask for a change',
  changeIntro: 'A different date, more items, a lower price? Tell us; we answer the same day.',
  changeLabel: 'What would you like changed?',
  changeButton: 'Send my request',
  changeSent: 'Thank you. We have your request and will send a revised quotation.',
  payHeading: 'Pay the advance',
  payIntro: (amount: string) =>
    `Pay ${amount} by UPI: scan the code with any UPI app (GPay, PhonePe, Paytm, BHIM) or open it on this phone.`,
  qrLabel: (amount: string) => `UPI QR code to pay ${amount} to ${company.upi.payeeName}`,
  openUpi: 'Open in your UPI app',
  upiId: 'UPI ID',
  bankIntro: (amount: string) => `Pay ${amount} by bank transfer (NEFT, IMPS or RTGS) to:`,
  bank: {
    accountName: 'Account name',
    accountNumber: 'Account number',
    ifsc: 'IFSC',
    bankName: 'Bank',
  },
  paidHeading: 'I have paid',
  paidIntro: 'Give us the UTR (the 12-digit UPI reference in your app) and we confirm the payment.',
  utrLabel: 'UTR or bank reference',
  paidButton: 'Send the reference',
  paidSent: (utr: string) =>
    `Thank you: we have your payment reference ${utr} and will confirm it.`,
  signatory: `For ${company.legalName}`,
  signatoryName: `${company.signatory.name}, ${company.signatory.title}`,
  questions: `Questions? Call ${site.phone.display} or write to ${company.email}.`,
  notFoundTitle: 'No quotation at this link',
  rateLimitedTitle: 'Please wait a moment',
  fixFields: 'Please check the fields marked below.',
} as const;

export const staffQuotationTexts = {
  heading: 'Quotation',
  forbidden: 'Only the owner or a coordinator may make and send quotations.',
  readOnly: 'The owner or a coordinator makes and sends the quotation.',
  none: 'No quotation yet. Make one: it starts from the estimate and the survey.',
  make: 'Make the quotation',
  version: (version: number) => `Version ${version}`,
  status: 'Status',
  lineKind: 'Kind',
  lineLabel: 'Description',
  lineAmount: 'Amount before GST (₹)',
  addLine: 'Add a line',
  removeHint: 'Leave a description empty to take the line out.',
  discount: 'Discount (₹)',
  advance: 'Advance',
  advanceRupees: '₹',
  advancePercent: '% of total',
  validUntil: 'Valid until',
  save: 'Save',
  saving: 'Saving…',
  sending: 'Sending…',
  saved: 'Saved.',
  savedNew: (version: number) =>
    `Saved as version ${version}: the customer sees it at the same link.`,
  link: 'Customer link',
  email: 'Email to customer',
  whatsapp: 'Send on WhatsApp',
  emailed: 'Emailed to the customer.',
  noMail:
    'Email is not set up on this server (SMTP_URL): the email is kept in the Outbox, not sent.',
  noEmail: 'The customer gave no email address: send it on WhatsApp.',
  noPhone: 'The customer gave no mobile number for WhatsApp.',
  events: {
    emailed: 'Emailed',
    whatsapp: 'WhatsApp link made',
    opened: 'Opened by the customer',
    accepted: 'Accepted',
    change: 'Change asked',
    paid: 'Customer says paid, UTR',
  },
  by: (name: string) => `by ${name}`,
  versionsHeading: 'Versions',
  historyHeading: 'Sent, opened, accepted',
  totals: (total: string, advance: string) => `Total ${total}, advance ${advance}`,
  acceptedBy: (name: string, when: string) => `Accepted by ${name}, ${when}`,
  sentAt: (when: string) => `sent ${when}`,
  openedAt: (when: string) => `opened ${when}`,
  notSent: 'not sent yet',
} as const;

export const quotationEmailTexts = {
  customerSubject: (reference: string) => `Your quotation ${reference} from ${site.name}`,
  customerBody: (reference: string, url: string, validUntil: string) =>
    [
      'Hello,',
      '',
      `Your quotation for request ${reference} is ready. See every charge, accept it and book your move here:`,
      url,
      '',
      `It is valid until ${validUntil}.`,
      '',
      `${site.name}`,
      `${site.phone.display} · ${company.email}`,
    ].join('\n'),
  /**
   * The message a coordinator's phone sends: the figures a customer decides on (the total with
   * GST, the advance that books the date, the last day) before the link, so a preview says them.
   */
  whatsapp: (m: {
    reference: string;
    url: string;
    validUntil: string;
    total: string;
    advance: string | null;
  }) =>
    [
      `Hello, your quotation ${m.reference} from ${site.name} is ready.`,
      `Total: ${m.total} (GST included).`,
      m.advance ? `Advance to book: ${m.advance}.` : 'No advance needed to book.',
      `Valid until ${m.validUntil}.`,
      `See every charge, accept and book here: ${m.url}`,
    ].join('\n'),
  staffAcceptedSubject: (reference: string) => `Quotation accepted: ${reference}`,
  staffAcceptedBody: (
    reference: string,
    version: number,
    name: string,
    total: string,
    url: string,
  ) =>
    `${name} accepted version ${version} of the quotation for ${reference} (${total}). The lead is now booked.\n\n${url}`,
  staffChangeSubject: (reference: string) => `Change asked on quotation ${reference}`,
  staffChangeBody: (reference: string, message: string, url: string) =>
    `The customer of ${reference} asks for a change:\n\n${message}\n\n${url}`,
  staffPaidSubject: (reference: string) => `Advance paid (to confirm): ${reference}`,
  staffPaidBody: (reference: string, utr: string, url: string) =>
    `The customer of ${reference} says they paid the advance. UTR: ${utr}. Check it against the bank statement.\n\n${url}`,
  changeNote: (version: number, message: string) =>
    `Customer asked for a change to quotation version ${version}: ${message}`,
  paidNote: (utr: string) =>
    `Customer says the advance is paid, UTR ${utr} (to confirm against the bank).`,
} as const;

/** The customer's link to a quotation. */
export const quotationPath = (token: string) => `/q/${token}`;

/** What the page says after one of its forms was sent (the `notice` of its query). */
export const quotationNotices = {
  accepted: {
    tone: 'success',
    text: 'Thank you: your move is booked. Pay the advance below to confirm the date and vehicle.',
  },
  'change-sent': {
    tone: 'success',
    text: 'Thank you. We have your request and will send a revised quotation, usually the same day.',
  },
  'paid-sent': {
    tone: 'success',
    text: 'Thank you: we have your payment reference and will confirm it once it shows in our account.',
  },
  'invalid-name': { tone: 'error', text: 'Type your full name (at least 2 letters) to accept.' },
  'invalid-agree': {
    tone: 'error',
    text: 'Tick the box to agree to the terms, then press Accept and book.',
  },
  'invalid-version': { tone: 'error', text: 'Please reload the page and accept again.' },
  'invalid-message': {
    tone: 'error',
    text: 'Tell us what you would like changed (3 to 1,000 characters).',
  },
  'invalid-utr': {
    tone: 'error',
    text: 'The UTR is the 12-digit reference of the payment in your UPI app; a bank reference is 12 to 22 letters and digits.',
  },
  superseded: {
    tone: 'error',
    text: 'That version was replaced while you were reading it. This is the current quotation: please read it and accept again.',
  },
  expired: {
    tone: 'error',
    text: 'This quotation has expired. Ask for a change below and we will send a new one.',
  },
  closed: { tone: 'error', text: 'This move is closed; please call us about any change.' },
  'not-found': { tone: 'error', text: 'There is no quotation at this link.' },
  'rate-limited': {
    tone: 'error',
    text: 'Too many tries from your connection. Please wait a few minutes and try again.',
  },
  unavailable: {
    tone: 'error',
    text: 'We could not save that just now. Please try again in a minute, or call us.',
  },
} as const satisfies Record<string, { tone: 'success' | 'error'; text: string }>;
export type QuotationNotice = keyof typeof quotationNotices;

/** /track's note of the quotation. */
export const trackQuotationTexts = {
  heading: 'Your quotation',
  link: 'See your quotation',
  status: {
    sent: 'Ready for you to read and accept.',
    accepted: 'You accepted it: your move is booked.',
    expired: 'It has expired; ask us for a new one.',
    superseded: 'A newer version is ready.',
  },
} as const;

/** The CSV's quotation column. */
export const quotationCsvTexts = {
  label: 'Quotation',
  status: { sent: 'open', accepted: 'accepted', expired: 'expired', superseded: 'replaced' },
  accepted: (name: string, when: string) => `accepted by ${name} ${when}`,
  value: (version: number, state: string, total: string, advance: string) =>
    `v${version}, ${state}, ${total}, advance ${advance}`,
} as const;
