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
  quotation: 'Quotation',
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

/** A business invoice: the employer or bank as the buyer, PO number, reverse charge. */
export const businessTexts = {
  employee: 'Employee / consignor',
  poNumber: 'PO number',
  yes: 'Yes — tax payable by the recipient',
  rcmTax: 'GST payable by the recipient (reverse charge)',
  payable: 'Amount payable',
  rcmNote:
    'Reverse charge: the GST shown is payable by the recipient under section 9(3) of the CGST Act and is not collected on this invoice.',
  errors: {
    gstin: {
      format:
        'A GSTIN is 15 characters: state code, PAN, entity number, Z, check character (e.g. 27AAPFU0939F1ZV).',
      state: 'The first two digits of this GSTIN are not a state code.',
      checksum: 'This GSTIN’s last character does not match: check it against the certificate.',
    },
    billTo: 'Enter the name of the business to bill (up to 120 characters).',
    billAddress: 'Enter the billing address, up to 300 characters.',
    poNumber: 'The PO number is at most 40 characters.',
    reverseCharge: 'Choose whether reverse charge applies.',
    reverseChargeNeedsGstin: 'Reverse charge needs the buyer’s GSTIN.',
  },
  form: {
    billTo: 'Bill to: business name (invoice; else the customer)',
    billAddress: 'Billing address (invoice, with a business name)',
    poNumber: 'PO / work order number (invoice)',
    reverseCharge: 'Reverse charge: tax payable by the buyer (invoice, with a GSTIN)',
  },
} as const;

/** A payment entry for tax deducted at source. */
export const tdsTexts = {
  certificate: 'Enter the TDS certificate (Form 16A) number as the reference.',
  refund: 'A refund is paid to the customer, not deducted as TDS: choose how it was paid.',
} as const;

/** The transporter's declaration for the TDS waiver (s. 194C(6)), printed for a business. */
export const tdsDeclarationTexts = {
  subtitle: 'For no deduction of tax at source, section 194C(6)',
  to: 'To',
  fields: {
    financialYear: 'Financial year',
    pan: 'PAN of the transporter',
    carriages: 'Goods carriages owned',
    invoice: 'For our invoice',
  },
  body: (p: {
    legalName: string;
    pan: string;
    carriages: number;
    financialYear: string;
    buyer: string;
    law: string;
  }) => [
    `We, ${p.legalName} (PAN ${p.pan}), are engaged in the business of plying, hiring or leasing goods carriages.`,
    `We declare that we do not own more than ten goods carriages at any time during the financial year ${p.financialYear}; on the date of this declaration we own ${p.carriages}.`,
    `This declaration is given to ${p.buyer} under ${p.law}, so that no tax is deducted at source from the payments made to us for the carriage of goods. Our PAN is furnished above for reporting these payments in your TDS statement.`,
    'We undertake to inform you at once if the number of goods carriages we own exceeds ten during the year.',
  ],
  verification:
    'I, the undersigned, declare that what is stated above is true and correct to the best of my knowledge and belief.',
  place: 'Place',
} as const;
