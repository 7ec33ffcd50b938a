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
  /**
   * The transporter's declaration for the TDS waiver (Income-tax Act 1961, s. 194C(6)): a
   * customer's accounts department deducts no TDS from the freight of a transporter who owns
   * ten goods carriages or fewer at any time during the year and declares so with its PAN.
   * `goodsCarriages` counts the vehicles the firm OWNS (not hired ones): above ten, the
   * declaration cannot be printed. `pan` must be the firm's (its GSTIN carries it: checked at
   * start, src/server/settings-check.ts). `law` is printed as it stands: for a year under the
   * Income-tax Act 2025 (from 1 April 2026) the accountant names its section here.
   */
  tdsDeclaration: {
    goodsCarriages: 6,
    pan: 'AAHCM4821K',
    law: 'section 194C(6) of the Income-tax Act, 1961',
  },
} as const;

/** The most goods carriages a transporter may own and still declare for the waiver. */
export const TDS_WAIVER_MAX_CARRIAGES = 10;

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
