import { gstStates } from '@/features/documents/settings/gst-states';

/**
 * A GSTIN as the GST portal issues it: 2 digits of the state code, the holder's PAN (5
 * letters, 4 digits, a letter), the entity number (1–9 or A–Z), "Z" by default, and a check
 * character. The check character is the portal's mod-36 checksum over the first 14: each
 * character's value (0–9, A–Z = 10–35) times 1 and 2 alternately, the product's quotient
 * and remainder by 36 added up; the check is (36 − sum mod 36) mod 36.
 */
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (already trimmed and upper-cased), or null when it is sound. */
export function gstinProblem(gstin: string): 'format' | 'state' | 'checksum' | null {
  if (!SHAPE.test(gstin)) return 'format';
  if (!(gstin.slice(0, 2) in gstStates)) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}
