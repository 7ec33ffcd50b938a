import 'server-only';
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const REFERENCE_PREFIX = {
  bookings: 'BK',
  contactMessages: 'CT',
  quoteRequests: 'QT',
  newsletterSubscribers: 'NL',
} as const;

/** A human reference like BK-7Q2M9X: 31^6 ≈ 887 million per kind, unique-checked on insert. */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
