/**
 * The bill pack's settings (issue 48): what the company decides with its accountant, never in
 * code. Issued documents keep the values of their day in their snapshot.
 */
export const billSettings = {
  /**
   * The firm's Indian Banks' Association transporter recommendation number, printed on the lorry
   * receipt and the packing list when set. Empty: the firm has none, and nothing is printed
   * (IBA's scheme lists transporters; it is not a bill format, so nothing else claims it).
   */
  ibaNumber: '',
} as const;

/** The limits of what staff type for the carriage (a 32-ft container carries about 15 tonnes). */
export const CARRIAGE_LIMITS = { weightKgMax: 50_000, distanceKmMax: 5_000 } as const;

export const BUSINESS_LIMITS = { billTo: 120, billAddress: 300, poNumber: 40 } as const;

/**
 * Reverse charge on an invoice to a business (a GSTIN given) when staff do not choose: a goods
 * transport agency's bill to a registered business is under reverse charge unless the firm
 * opted to charge GST itself (Annexure V, filed before the year). The rates in
 * src/content/company.ts (18 % on transport) are forward-charge rates, so the default is
 * forward charge; change both together with the accountant.
 */
export const reverseChargeDefault = false;
