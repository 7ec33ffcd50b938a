import 'server-only';
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A human reference like BK-7Q2M9X, the prefix being the kind's (LEAD_KINDS): 31^6 ≈ 887
 * million per kind, unique-checked on insert.
 */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
