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

/**
 * The part of an email fragment that names the person: what comes before its last `@`, with
 * the `@`; undefined when the needle has no `@`, nothing after it, or no three letters or
 * digits in a row before it (then it would give the trigram index too little to look up).
 * A domain (gmail.com, a company's own, the bench's example.in) is shared by a large share of
 * leads, so its trigrams each list most rows; a search led by this part reads those long lists
 * only where this part matches (see leadsMatching).
 */
export function emailLocalPart(needle: string): string | undefined {
  const at = needle.lastIndexOf('@');
  if (at < 0 || at === needle.length - 1) return undefined;
  const local = needle.slice(0, at + 1);
  return /[\p{L}\p{N}]{3}/u.test(local) ? local : undefined;
}
