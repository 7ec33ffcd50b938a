/** Every word issue 48 adds to the move's documents (the rest is in src/content/documents.ts). */
export const carriageTexts = {
  weight: 'Gross weight',
  distance: 'Distance',
  notWeighed: 'Not weighed',
  iba: 'IBA transporter no.',
  errors: {
    weightKg: 'Enter the gross weight in whole kilograms, as on the weighbridge slip.',
    distanceKm: 'Enter the road distance in whole kilometres.',
  },
  form: {
    weightKg: 'Gross weight, kg (lorry receipt, packing list)',
    distanceKm: 'Distance, km (lorry receipt, packing list; from the route when left empty)',
  },
} as const;

/** The verification mark on every document and the public page /verify/{code}. */
export const verifyTexts = {
  printed: 'Check this document at',
} as const;

/** The public page /verify/{code}. */
export const verifyPageTexts = {
  title: 'Check a document',
  valid: 'This is a document we issued',
  cancelled: 'We issued this document, and it has been cancelled',
  notFoundTitle: 'This is not a document of ours',
  notFound:
    'No document of ours has this code. Check the link against the paper; if it matches, the paper did not come from us: please tell us at the number below.',
  rateLimitedTitle: 'Too many checks from this connection',
  rateLimited: 'Please wait a few minutes and try again.',
  unavailable: 'The check could not be made just now. Please try again in a minute.',
  fields: {
    kind: 'Document',
    number: 'Number',
    date: 'Date',
    company: 'Issued by',
    gstin: 'GSTIN',
    amount: 'Amount',
    cites: 'Cancels invoice',
    status: 'Status',
  },
  statusValid: 'Valid',
  statusCancelled: (number: string, date: string) =>
    `Cancelled by credit note ${number} of ${date}`,
  privacy:
    'This page shows only what proves the paper is ours. It never shows the customer’s name, phone or address.',
  questions: (phone: string) => `Questions? Call us on ${phone}.`,
} as const;
