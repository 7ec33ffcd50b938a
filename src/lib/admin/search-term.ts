/** Separators people type inside phone numbers: spaces, hyphens, dots, brackets. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * What a staff search for `raw` looks for inside a lead's name, email, phone and reference
 * (all lower-cased), or undefined when there is nothing to search for. Phone numbers are
 * stored as +91XXXXXXXXXX, so a typed number is reduced to its digits, and to its last ten
 * when it carries +91, 91 or 0 in front.
 */
export function searchNeedle(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (!text) return undefined;
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 4) return digits.length > 10 ? digits.slice(-10) : digits;
  }
  return text;
}

/** A LIKE pattern matching `needle` anywhere, with LIKE's own characters escaped by `\`. */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
