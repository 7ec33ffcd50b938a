/**
 * Document numbers: a prefix per kind, the financial year (April to March, India time) and a
 * serial that starts at 1 each year, e.g. INV/2026-27/0042. CGST Rule 46 allows at most 16
 * characters, unique within the financial year.
 */
export const MAX_NUMBER_LENGTH = 16;

/** '2026-11-26' → '2026-27'; '2027-03-31' → '2026-27'; '2027-04-01' → '2027-28'. */
export function financialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'INV', '2026-27', 42 → 'INV/2026-27/0042'. Throws past 16 characters (never silently cut). */
export function documentNumber(prefix: string, year: string, serial: number): string {
  const number = `${prefix}/${year}/${String(serial).padStart(4, '0')}`;
  if (number.length > MAX_NUMBER_LENGTH)
    throw new RangeError(`${number} is longer than ${MAX_NUMBER_LENGTH} characters`);
  return number;
}
