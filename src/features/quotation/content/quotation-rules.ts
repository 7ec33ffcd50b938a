import { QUOTATION_LIMITS } from '../settings';
import { company } from '@/settings/company';
import { policies } from '@/content/policies';

export const quotationValidation = {
  linesRequired: 'Add at least one line with its amount.',
  tooManyLines: `A quotation can have at most ${QUOTATION_LIMITS.lines} lines.`,
  kind: 'Choose the kind of each line (packing, transport, …).',
  labelRequired: 'Give each line a description.',
  labelTooLong: `Keep a line's description to ${QUOTATION_LIMITS.label} characters.`,
  paise: 'Amounts are whole paise (₹1 = 100), not negative: 150000 for ₹1,500.',
  lineTooLarge: 'A line cannot be more than ₹50,00,000.',
  discount: 'The discount is whole paise, not negative, and not more than the subtotal before GST.',
  advance: 'The advance is whole paise, not negative, and not more than the total.',
  advancePercent: 'The advance in percent is a whole number from 0 to 100.',
  advanceOne: 'Give the advance in paise or in percent, not both.',
  totalTooLarge: 'The total cannot be more than ₹1,00,00,000.',
  validUntil: 'Give the last day as YYYY-MM-DD, from today.',
  validUntilFar: `A quotation can stay open at most ${QUOTATION_LIMITS.maxValidDays} days.`,
  version: 'Send the version you edited (a whole number).',
  channel: 'Send the quotation by "email" or "whatsapp".',
  acceptTotal: 'Send the total of the version you read, in paise (a whole number).',
  name: 'Type your full name to accept.',
  nameTooLong: `Keep your name to ${QUOTATION_LIMITS.name} characters.`,
  agree: 'Tick the box to agree to the terms.',
  message: 'Tell us what you would like changed.',
  messageTooLong: `Keep the message to ${QUOTATION_LIMITS.message} characters.`,
  utr: 'The UTR (UPI reference) is 12 digits; a bank transfer reference is up to 22 letters and digits.',
} as const;

export const quotationApiMessages = {
  invalid: 'Some values need fixing.',
  exists: 'This lead already has a quotation: edit it instead.',
  conflict: (latest: number) =>
    `Someone saved this quotation while you were editing (it is now version ${latest}). Reload it and make your change again.`,
  accepted: (version: number) =>
    `Version ${version} was accepted by the customer and cannot change.`,
  noLead: 'There is no such lead, or it cannot have a quotation.',
  notFound: 'There is no quotation at this link. Check the link in your message, or call us.',
  superseded: (latest: number) =>
    `This version has been replaced: version ${latest} is the current quotation.`,
  changed: (latest: number, total: string) =>
    `The quotation is not the one you read: version ${latest} totals ${total}. Read it and accept again.`,
  expired: (date: string) =>
    `This quotation was valid until ${date}. Ask us for a new one and we will send it at once.`,
  rateLimited: (seconds: number) =>
    `Too many tries from your connection. Please wait ${Math.ceil(seconds / 60)} minute(s).`,
  unavailable: 'We cannot reach our records just now. Please try again in a minute, or call us.',
  tooLate: 'This quotation has been accepted already; a change now is a call to us.',
} as const;

/** The company's terms, printed on every quotation. */
export const quotationTerms = [
  'The price covers the goods listed in the survey. Goods added on the day are charged at the same rates per cubic foot, and we tell you before loading.',
  'The advance confirms the date and the vehicle. The balance is paid on delivery, before unloading, by UPI, bank transfer or cash.',
  `You may change the date free of charge until ${policies.freeRescheduleHours} hours before the move. A cancellation after that keeps the advance.`,
  'Transit insurance covers the declared value, less depreciation. Report any damage within 7 days of delivery, with photographs.',
  'Jewellery, cash, documents and valuables travel with you, not in the truck.',
  `Stairs, long carries or a shuttle vehicle not known at the survey are charged as agreed on the day. GST as shown is charged under GSTIN ${company.gstin}.`,
] as const;
