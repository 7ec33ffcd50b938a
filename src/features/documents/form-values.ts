/**
 * A form's whole-number field as the schema reads it: empty → undefined (not given), digits
 * (grouping commas and spaces allowed) → the number, anything else → NaN (refused with its
 * message).
 */
export function wholeNumber(value: string): number | undefined {
  const bare = value.replace(/[\s,]/g, '');
  if (!bare) return undefined;
  return /^\d{1,9}$/.test(bare) ? Number(bare) : Number.NaN;
}
