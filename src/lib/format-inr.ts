// Made once: building a number formatter costs more than the estimate it formats.
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 1250000 → "₹12,50,000". */
export function formatInr(amount: number): string {
  return `₹${indianGrouping.format(amount)}`;
}

/** A count with Indian digit grouping: 125000 → "1,25,000". */
export function formatCount(count: number): string {
  return indianGrouping.format(count);
}

/** A count of km with Indian grouping: 1440 → "1,440 km". */
export function formatKm(km: number): string {
  return `${indianGrouping.format(km)} km`;
}

const paiseGrouping = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer paise as rupees with Indian grouping and two decimals: 12500050 → "₹1,25,000.50". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  const abs = Math.abs(paise);
  // Whole rupees and paise apart, so the formatter never sees a fraction it could misround.
  const rupees = Math.trunc(abs / 100);
  const rest = abs % 100;
  const [whole] = paiseGrouping.format(rupees).split('.');
  return `${sign}₹${whole}.${String(rest).padStart(2, '0')}`;
}

/** Integer paise as a plain decimal (a UPI link's amount, a CSV cell): 150000 → "1500.00", −150 → "-1.50". */
export function paiseDecimal(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer paise as an invoice's figure, Indian grouping, no sign of the currency: "1,23,456.00". */
export function paiseFigure(paise: number): string {
  return formatPaise(paise).replace('₹', '');
}
