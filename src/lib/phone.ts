/**
 * Accepted phone numbers (documented in the README):
 * - Indian mobile: 10 digits starting 6–9, optionally after +91, 91 or 0.
 * - Landline: STD code and number, 10 digits in all, after a leading 0 or +91
 *   (0674 254 1234, 022-2345-6789, +91 80 4123 4567).
 * Spaces, hyphens, dots and brackets between digits are ignored.
 * Returns the number as +91XXXXXXXXXX, or null when it is not one of these forms.
 */
export function normalizeIndianPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string | undefined;
  if (/^[6-9]\d{9}$/.test(compact)) national = compact;
  else if (/^(?:\+91|91)[6-9]\d{9}$/.test(compact)) national = compact.slice(-10);
  else if (/^(?:\+91|0)[1-9]\d{9}$/.test(compact)) national = compact.slice(-10);
  return national ? `+91${national}` : null;
}
