import type { Locale } from '@/lib/i18n/locales';
import type { PaymentKind, PaymentMode } from '@/features/payments';
import type { BusinessTerms } from '@/features/documents/business';
import type { Carriage } from '@/features/documents/carriage';
import type { VerifyMark } from '@/features/documents/verify';
import type { InvoiceFigures } from './tax-invoice';

/**
 * What an issued document shows, frozen when it is issued and stored as JSON (migration 015):
 * the PDF is drawn from this and nothing else, so a later change of the company's settings,
 * the quotation or the lead never changes a document already issued.
 */
export interface Party {
  name: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  gstin: string | null;
  state: string | null;
  stateCode: string | null;
}

export interface Seller extends Party {
  legalName: string;
  pan: string;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  upiId: string;
  signatory: { name: string; title: string };
}

interface Common {
  number: string;
  /** YYYY-MM-DD, India time. */
  issuedOn: string;
  issuedAt: string;
  leadReference: string;
  seller: Seller;
  customer: Party;
  /** The QR code's link, /verify/{code} (issue 48); absent on documents issued before. */
  verify?: VerifyMark;
  /**
   * The customer's language when it was issued (issue 49): the paper prints its words beside
   * English (paper-words.ts). Absent on documents issued before: English.
   */
  language?: Locale;
}

export interface MoveRoute {
  from: string;
  to: string;
  moveDate: string | null;
}

export interface InvoiceSnapshot extends Common {
  kind: 'invoice';
  placeOfSupply: { state: string; code: string };
  move: MoveRoute;
  quotation: { reference: string; version: number };
  figures: InvoiceFigures;
  receivedPaise: number;
  /** Bill-to business, PO number, reverse charge (issue 48); absent on invoices issued before. */
  business?: BusinessTerms;
}

export interface CreditNoteSnapshot extends Common {
  kind: 'credit-note';
  placeOfSupply: { state: string; code: string };
  cites: { number: string; issuedOn: string };
  reason: string;
  figures: InvoiceFigures;
  /** As on the invoice it cancels (issue 48). */
  reverseCharge?: boolean;
}

export interface ReceiptSnapshot extends Common {
  kind: 'receipt';
  payment: {
    kind: PaymentKind;
    mode: PaymentMode;
    reference: string | null;
    receivedOn: string;
    amountPaise: number;
  };
  move: MoveRoute;
  figures: { totalPaise: number | null; paidPaise: number; balancePaise: number | null };
}

export interface LrSnapshot extends Common {
  kind: 'lr';
  consignor: Party;
  consignee: Party;
  move: MoveRoute;
  vehicleNumber: string;
  driver: string;
  packages: number;
  declaredValuePaise: number;
  freight: { amountPaise: number; paid: boolean };
  risk: 'owner' | 'carrier';
  /** Weight, distance and IBA number (issue 48); absent on receipts issued before. */
  carriage?: Carriage;
}

export interface PackageLine {
  no: number;
  contents: string;
  room: string;
  fragile: boolean;
}

export interface PackingListSnapshot extends Common {
  kind: 'packing-list';
  move: MoveRoute;
  packages: PackageLine[];
  declaredValuePaise: number;
  carriage?: Carriage;
}

/**
 * The proof of delivery (issue 47), issued by the crew's `delivered` step: what was handed
 * over, what the customer noted, how many photos back it, their signature and the steps' times.
 */
export interface DeliveryReceiptSnapshot extends Common {
  kind: 'delivery-receipt';
  move: MoveRoute;
  /** Where it was delivered: the customer at the drop address. */
  deliveredTo: Party;
  packages: PackageLine[];
  /** Damage or missing things noted at delivery: the step's note, the delivery photos' notes. */
  exceptions: string[];
  photos: { pickup: number; delivery: number };
  /** Every step of the day, in order, with its label as printed and who recorded it. */
  steps: { label: string; at: string; by: string | null }[];
  /** The customer's signature at delivery: the PNG (base64), the typed name, the time. */
  signature: { name: string; at: string; pngBase64: string } | null;
}

/** The transporter's declaration for the TDS waiver, to the business of the move's invoice. */
export interface TdsDeclarationSnapshot extends Common {
  kind: 'tds-declaration';
  /** The business the invoice is billed to (its name, GSTIN, address). */
  buyer: Party;
  invoice: { number: string; issuedOn: string };
  financialYear: string;
  goodsCarriages: number;
  pan: string;
  law: string;
}

export type DocumentSnapshot =
  | InvoiceSnapshot
  | CreditNoteSnapshot
  | ReceiptSnapshot
  | LrSnapshot
  | PackingListSnapshot
  | DeliveryReceiptSnapshot
  | TdsDeclarationSnapshot;
