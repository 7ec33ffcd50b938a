/**
 * GSTR-1's line between a large and a small B2C invoice: an inter-state invoice to an
 * unregistered buyer ABOVE the value in force on the invoice's date goes to table 5 (B2CL)
 * invoice by invoice, the rest to table 7 (B2CS) by state and rate. Each entry holds from its
 * day (YYYY-MM-DD, oldest first; checked at start by src/server/settings-check.ts):
 * ₹2,50,000 from the start of GST; ₹1,00,000 for invoices from 1 August 2024 (Notification
 * 12/2024–Central Tax). When the law moves, add an entry with its day: invoices of earlier
 * months keep the line of their day if a return is prepared again. Confirm with the accountant.
 */
export const b2clThresholds = [
  { from: '2017-07-01', abovePaise: 25_000_000 },
  { from: '2024-08-01', abovePaise: 10_000_000 },
] as const satisfies readonly { from: string; abovePaise: number }[];

/** The B2CL line in force on `issuedOn` (YYYY-MM-DD). */
export function b2clAbovePaise(
  issuedOn: string,
  thresholds: readonly { from: string; abovePaise: number }[] = b2clThresholds,
): number {
  const inForce = thresholds.filter((t) => t.from <= issuedOn).at(-1) ?? thresholds[0]!;
  return inForce.abovePaise;
}
