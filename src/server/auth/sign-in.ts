import 'server-only';
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
  // consume/peek/clear key the address themselves (an IPv6 /64 counts as one client).
  const counted = await consume(db, SIGN_IN_RULE, address);
  if (!counted.allowed) return { ok: false, reason: 'locked', ...counted };
  if (await checkAdminPassword(db, password)) {
    await clear(db, SIGN_IN_RULE, address);
    return { ok: true, ...(await startSession(db)) };
  }
  await new Promise((resolve) =>
    setTimeout(resolve, options.wrongDelayMs ?? signInTiming.wrongDelayMs),
  );
  // The try that used up the allowance says so at once, rather than on the next try.
  const next = await peek(db, SIGN_IN_RULE, address);
  return next.allowed ? { ok: false, reason: 'wrong' } : { ok: false, reason: 'locked', ...next };
}
