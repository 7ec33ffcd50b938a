import 'server-only';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { consume, peek, clear, type RateRule } from '@/server/rate-limit';
import { checkAdminPassword } from './admin-password';
import { startSession } from './sessions';

/** Five wrong passwords from one client address, then a 15-minute pause for that address. */
export const SIGN_IN_RULE: RateRule = { bucket: 'admin-sign-in', limit: 5, windowMs: 15 * 60_000 };

/** A wrong answer takes this long, so guessing is slow even before the lockout. Tests shorten it. */
export const signInTiming = { wrongDelayMs: 1000 };

export type SignInResult =
  | { ok: true; token: string; expiresAt: number }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Every attempt is counted before the password is checked, so a burst of parallel guesses
 * cannot slip in before the count reaches the limit; while locked, even the right password
 * is refused. A success forgets the address's count and starts a session.
 */
export async function signIn(
  db: Kysely<Database>,
  password: string,
  address: string,
  options: { wrongDelayMs?: number } = {},
): Promise<SignInResult> {
  const key = lockoutKey(address);
  const counted = await consume(db, SIGN_IN_RULE, key);
  if (!counted.allowed) return { ok: false, reason: 'locked', ...counted };
  if (await checkAdminPassword(db, password)) {
    await clear(db, SIGN_IN_RULE, key);
    return { ok: true, ...(await startSession(db)) };
  }
  await new Promise((resolve) =>
    setTimeout(resolve, options.wrongDelayMs ?? signInTiming.wrongDelayMs),
  );
  // The try that used up the allowance says so at once, rather than on the next try.
  const next = await peek(db, SIGN_IN_RULE, key);
  return next.allowed ? { ok: false, reason: 'wrong' } : { ok: false, reason: 'locked', ...next };
}

/**
 * The lockout counts per address; an IPv6 client usually holds a whole /64, so its
 * addresses share one count. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function lockoutKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
