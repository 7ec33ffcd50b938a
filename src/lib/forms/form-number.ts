/**
 * A number field of an HTML form, which always posts a string: whole digits become the number,
 * empty becomes undefined (not given), anything else stays the string so that the schema, which
 * takes numbers only (as the JSON API does), refuses it with the field's own message.
 */
export function formNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : value;
}
