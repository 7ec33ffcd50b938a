import type { InvoiceFigures } from '@/features/documents/tax-invoice';

/**
 * What a business invoice adds to a tax invoice (issue 48 point 1). The buyer printed is the
 * business (its name, GSTIN, billing address) when staff give one, and the person who moved is
 * named apart, as an employer's accounts department matches the bill to the transfer.
 */
export interface BusinessTerms {
  /** The customer who moved, when the bill is to their employer; else null. */
  employee: string | null;
  poNumber: string | null;
  /** GST payable by the recipient (CGST Act s. 9(3)): shown, not collected. */
  reverseCharge: boolean;
  /** What the buyer pays us: the total, or the taxable value under reverse charge. */
  payablePaise: number;
}

/**
 * What the buyer pays the firm: under reverse charge the GST is theirs to pay to the
 * government, so they pay us the taxable value; otherwise the total. Both figures come from
 * the one arithmetic (invoiceFigures), never worked out again.
 */
export const payableOf = (figures: InvoiceFigures, reverseCharge: boolean): number =>
  reverseCharge ? figures.taxablePaise : figures.totalPaise;
