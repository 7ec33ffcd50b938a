/**
 * What a customer owes the firm for a move, and why (issue 48): the accepted quotation's
 * total; under a reverse-charge invoice the taxable value only (the GST is the buyer's to pay
 * to the government, shown apart); less what settled damage claims came to.
 */
export interface OwedBreakdown {
  /** The accepted quotation's total; null before one is accepted. */
  quotedPaise: number | null;
  /** The live invoice is under reverse charge: the GST the customer pays the government. */
  reverseCharge: { gstPaise: number } | null;
  /** Settled damage claims, taken off. */
  claimsPaise: number;
  /** What the customer pays us; null before a quotation is accepted. */
  owedPaise: number | null;
}
