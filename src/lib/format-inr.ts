// Made once: building a number formatter costs more than the estimate it formats.
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 1250000 → "₹12,50,000". */
export function formatInr(amount: number): string {
  return `₹${indianGrouping.format(amount)}`;
}

/** A count of km with Indian grouping: 1440 → "1,440 km". */
export function formatKm(km: number): string {
  return `${indianGrouping.format(km)} km`;
}
