import type { Locale } from '@/lib/i18n/locales';
import type { QuotationStatus } from './status';
import type { PricedLine } from './totals';

/** A quotation as its customer sees it (GET /api/quotations/{token} and the /q page). */
export interface CustomerQuotation {
  reference: string;
  /** The customer's language (their lead's): the page, its emails and papers speak it. */
  language: Locale;
  customerName: string;
  version: number;
  latestVersion: number;
  status: QuotationStatus;
  /** The India day (YYYY-MM-DD) the version was made or last changed as a draft. */
  issuedOn: string;
  /** The earlier version the customer opened that this one replaced. */
  replaces?: { version: number; openedAt: string };
  move: {
    date: string | null;
    from: string | null;
    to: string | null;
    vehicle: string | null;
    volumeCft: number | null;
  };
  inventory: { rooms: { name: string; items: { name: string; qty: number }[] }[]; pieces: number };
  lines: PricedLine[];
  subtotalPaise: number;
  /** The subtotal less the discount: what GST is charged on. */
  taxablePaise: number;
  gst: { totalPaise: number };
  discountPaise: number;
  totalPaise: number;
  advancePaise: number;
  balancePaise: number;
  validUntil: string;
  acceptedAt?: string;
  acceptedName?: string;
  /** After acceptance, with a UPI ID configured. */
  upi?: { url: string; amountPaise: number };
  /** The UTRs the customer gave ("I have paid"), newest first. */
  paidClaims?: { utr: string; at: string }[];
  /** The quotation's PDF, then the move's issued documents: what the customer may download. */
  documents: { id: string; title: string; number: string; url: string }[];
}
