import type { DocumentKind } from '@/features/documents/kinds';
import { policies } from '@/content/policies';
import { rupeesInWords } from './amount-words';

/**
 * Every word the move's documents print, and what the staff card and the customer's pages say
 * about them. The company's name, numbers, bank and signatory are in ./company.ts.
 */
export const documentTitles = {
  invoice: 'Tax Invoice',
  'credit-note': 'Credit Note',
  receipt: 'Money Receipt',
  lr: 'Lorry Receipt (Consignment Note)',
  'packing-list': 'Packing List',
  'delivery-receipt': 'Proof of Delivery',
  'tds-declaration': 'TDS Declaration',
} as const satisfies Record<DocumentKind, string>;

export const DOCUMENT_LIMITS = { vehicle: 13, driver: 80, reason: 300 } as const;

/** What the staff API and the lead page's card say when an issue is refused. */
export const documentErrors = {
  kind: 'Choose which document to issue.',
  payment: 'Choose the payment this receipt is for.',
  vehicle: 'Enter the vehicle number as on its plate, e.g. OD02AB1234.',
  driver: 'Enter the driver’s name (and phone, if you like), up to 80 characters.',
  invoice: 'Choose the invoice this credit note cancels.',
  reason: 'Say why the invoice is cancelled, up to 300 characters.',
  gstin: 'A GSTIN is 15 characters, e.g. 21AAHCM4821K1ZL.',
  state: 'Choose the state of the place of supply.',
  value: 'Enter the declared value in rupees.',
  exists:
    'This move already has a tax invoice. Cancel it with a credit note before issuing another.',
  noQuotation: 'The customer has not accepted a quotation yet: there is nothing to invoice.',
  noPayment: 'There is no such payment for this move.',
  receiptExists: 'This payment already has its receipt.',
  noInvoice: 'There is no such invoice for this move.',
  credited: 'This invoice is already cancelled by a credit note.',
  noBusinessInvoice:
    'The TDS declaration is given to a business: issue the tax invoice billed to it (its name or GSTIN) first.',
  tooManyCarriages:
    'The firm owns more than ten goods carriages (src/features/documents/settings/bills.ts): it cannot declare for the TDS waiver.',
  notFound: 'No such document.',
} as const;

/** What a receipt's sentence names: the amount as figures (₹…) and in paise; the kind in the sentence's language. */
export interface ReceiptSentence {
  name: string;
  paise: number;
  amount: string;
  kind: string;
  reference: string;
}

export const documentTexts = {
  invoice: {
    copy: 'Original for recipient',
    buyer: 'Bill to',
    reverseCharge: 'Reverse charge',
    no: 'No',
    placeOfSupply: 'Place of supply',
    move: 'Move',
    quotation: 'Against quotation',
    columns: {
      no: '#',
      description: 'Description of service',
      sac: 'SAC',
      amount: 'Amount',
      discount: 'Discount',
      taxable: 'Taxable value',
      rate: 'GST rate',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      total: 'Total',
    },
    totals: 'Total',
    inWords: 'Amount in words',
    received: 'Advance received',
    balance: 'Balance due',
    bank: 'Pay to',
    declaration:
      'We declare that this invoice shows the actual price of the services described and that all particulars are true and correct.',
    signFor: (name: string) => `For ${name}`,
    signatory: 'Authorised signatory',
    computer: 'This is a computer-generated document.',
  },
  creditNote: {
    cites: 'Against tax invoice',
    reason: 'Reason',
    note: 'This credit note cancels the invoice it cites in full; the tax shown is reversed.',
  },
  receipt: {
    received: (name: string) => `Received with thanks from ${name}`,
    mode: 'Mode of payment',
    reference: 'UTR / reference',
    receivedOn: 'Received on',
    move: 'For the move',
    total: 'Quotation total',
    paid: 'Paid so far (with this receipt)',
    balance: 'Balance due',
    refund: (name: string) => `Refunded to ${name}`,
    kinds: { advance: 'advance', balance: 'balance', refund: 'refund' },
    /** The receipt's sentence, whole: each language orders it, and writes the amount in words, its own way. */
    sentence: ({ name, paise, amount, kind, reference }: ReceiptSentence) =>
      paise < 0
        ? `Refunded to ${name} the sum of ${amount} (${rupeesInWords(-paise)}) towards the ${kind} for the move ${reference}.`
        : `Received with thanks from ${name} the sum of ${amount} (${rupeesInWords(paise)}) towards the ${kind} for the move ${reference}.`,
    note: 'This receipt is valid subject to realisation of the payment.',
  },
  lr: {
    copies: { consignor: 'Consignor copy', consignee: 'Consignee copy' } as const,
    consignor: 'Consignor',
    consignee: 'Consignee',
    from: 'From',
    to: 'To',
    vehicle: 'Vehicle number',
    driver: 'Driver',
    moveDate: 'Date of loading',
    goods: 'Used household goods and personal effects',
    columns: {
      packages: 'Packages',
      description: 'Description (said to contain)',
      weight: 'Weight',
      value: 'Declared value',
    },
    weightNote: 'As loaded',
    freight: 'Freight',
    freightPaid: 'Paid',
    freightToPay: 'To pay',
    risk: 'Risk',
    risks: { owner: "At owner's risk", carrier: "At carrier's risk" },
    note: 'Goods are carried subject to the company’s terms printed on the quotation. Used household goods are exempt from the e-way bill; this receipt and the packing list travel with the vehicle.',
    signConsignor: 'Consignor’s signature',
    signTransporter: 'For the transporter',
  },
  packingList: {
    columns: {
      no: 'Pkg',
      contents: 'Contents',
      room: 'Room',
      fragile: 'Fragile',
      value: 'Value (₹)',
      pickup: 'At pickup',
      delivery: 'At delivery',
      condition: 'Condition at delivery',
    },
    fragileMark: 'FRAGILE',
    declared: 'Declared value of the goods',
    packages: 'Packages',
    conditionCodes:
      'Condition codes: OK — good; SC — scratched; DN — dented; BR — broken; WT — wet; MS — missing.',
    signs: {
      pickupCustomer: 'Handed over at pickup (customer)',
      pickupCrew: 'Received at pickup (crew leader)',
      deliveryCustomer: 'Received at delivery (customer)',
      deliveryCrew: 'Delivered (crew leader)',
    },
    signCaption: 'Name, signature and date',
    claimNote: `Note any damage or missing package in the condition column before signing at delivery; report damage found later within ${policies.damageReportDays} days of delivery: an insurance claim needs it.`,
  },
  deliveryReceipt: {
    deliveredTo: 'Delivered to',
    steps: 'The move, step by step',
    stepColumns: { step: 'Step', at: 'Date and time', by: 'Recorded by' },
    columns: { no: 'Pkg', contents: 'Contents', room: 'Room', fragile: 'Fragile' },
    packages: 'Packages',
    noPackages: 'No list of things was made for this move.',
    exceptions: 'Exceptions noted at delivery',
    noExceptions: 'None: received in good order.',
    photos: (pickup: number, delivery: number) =>
      `${pickup} photo${pickup === 1 ? '' : 's'} at pickup, ${delivery} at delivery, kept with the move.`,
    photosLabel: 'Photos',
    statement:
      'I have received the packages listed above at the address shown, in good order except for the exceptions noted.',
    signCustomer: 'Received by (customer)',
    signedAs: (name: string, at: string) => `${name} — signed on the crew’s phone, ${at}`,
    notSigned: 'Not signed on the phone: sign here on paper.',
    signCrew: 'Delivered by (crew leader)',
    claimNote: `Damage found after unpacking? Report it within ${policies.damageReportDays} days of delivery on the tracking page or by phone: an insurance claim needs it.`,
  },
  quotation: {
    validUntil: 'Valid until',
    version: 'Version',
    columns: {
      description: 'Service',
      sac: 'SAC',
      amount: 'Amount',
      gst: 'GST',
      room: 'Room',
      items: 'Goods',
    },
    subtotal: 'Subtotal',
    gst: 'GST',
    discount: 'Discount',
    taxable: 'Taxable value',
    total: 'Total',
    advance: 'Advance to confirm',
    balance: 'Balance on delivery',
    note: 'This is a quotation, not a tax invoice. The tax invoice is issued when the move is done.',
  },
  common: {
    number: 'Number',
    date: 'Date',
    reference: 'Move reference',
    gstin: 'GSTIN',
    pan: 'PAN',
    phone: 'Phone',
    email: 'Email',
    state: 'State',
    unregistered: 'Unregistered',
  },
} as const;

/** The lead page's Documents card. */
export const documentCardTexts = {
  heading: 'Documents',
  intro:
    'Issued documents never change. A wrong invoice is cancelled by a credit note; then a new one may be issued.',
  empty: 'No document issued yet.',
  listLabel: 'Issued documents, oldest first',
  view: 'View',
  download: 'Download',
  viewLabel: (title: string, number: string) => `View ${title} ${number} (PDF)`,
  downloadLabel: (title: string, number: string) => `Download ${title} ${number} (PDF)`,
  issued: (title: string, number: string) => `${title} ${number} issued.`,
  failed: 'The document could not be issued. Try again in a minute.',
  forbidden: 'Only the owner or a coordinator may issue an invoice or a credit note.',
  form: {
    heading: 'Issue a document',
    kind: 'Document',
    payment: 'Payment (for a receipt)',
    choosePayment: 'Choose a payment',
    invoice: 'Invoice to cancel (for a credit note)',
    chooseInvoice: 'Choose an invoice',
    reason: 'Reason (for a credit note)',
    vehicle: 'Vehicle number (lorry receipt)',
    driver: 'Driver’s name and phone (lorry receipt)',
    declared: 'Declared value of the goods, ₹ (lorry receipt, packing list)',
    gstin: 'Customer’s GSTIN, for a business (invoice)',
    placeOfSupply: 'Place of supply (invoice; else the pickup city’s state)',
    fromCity: 'From the pickup city',
    freightPaid: 'Freight already paid (lorry receipt)',
    risk: 'Risk (lorry receipt)',
    submit: 'Issue',
    sending: 'Issuing…',
  },
} as const;

/** The customer's list of the move's PDFs on /q/{token} and /track. */
export const customerDocumentTexts = {
  heading: 'Your documents',
  intro:
    'PDFs for your records, your employer or your bank: the quotation, and each bill and receipt as it is issued.',
  download: (title: string, number: string) => `Download ${title} ${number} (PDF)`,
} as const;

/** The email that carries an invoice, credit note or receipt to the customer. */
export const documentEmailTexts = {
  subject: (title: string, number: string, reference: string) =>
    `${title} ${number} for your move ${reference}`,
  body: (name: string, title: string, number: string, reference: string) =>
    [
      `Dear ${name || 'customer'},`,
      '',
      `Please find attached ${title.toLowerCase()} ${number} for your move ${reference}, as a PDF for your records, your employer or your bank.`,
      '',
      'If anything on it is not right, reply to this email and we will put it right.',
    ].join('\n'),
} as const;
