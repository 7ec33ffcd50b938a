/**
 * A number rounded to whole units (halves away from zero) with Indian digit grouping: the last
 * three digits, then pairs (1,25,00,000). By arithmetic, as Intl's en-IN formatter writes it:
 * building that formatter cost 31 ms of a phone's start-up on /estimate (4× slower CPU,
 * bench:phone) before the calculator could be used.
 */
function indianDigits(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** Whole rupees with Indian digit grouping: 1250000 → "₹12,50,000". */
export function formatInr(amount: number): string {
  return `₹${indianDigits(amount)}`;
}

/** A count with Indian digit grouping: 125000 → "1,25,000". */
export function formatCount(count: number): string {
  return indianDigits(count);
}

/** A count of km with Indian grouping: 1440 → "1,440 km". */
export function formatKm(km: number): string {
  return `${indianDigits(km)} km`;
}

/** Integer paise as rupees with Indian grouping and two decimals: 12500050 → "₹1,25,000.50". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  const abs = Math.abs(paise);
  // Whole rupees and paise apart: no fraction to misround.
  const rupees = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}₹${indianDigits(rupees)}.${String(rest).padStart(2, '0')}`;
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
