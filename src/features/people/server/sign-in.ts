import 'server-only';
import type { Kysely } from 'kysely';
import { insertAudit } from '@/server/db/stores/audit-log';
import { findUserByEmail, findUserById, type UserRow } from '@/features/people/server/data/users';
import { findUserByPhone } from '@/features/people/server/data/users';
import type { Database } from '@/server/db/schema';
import { clear, clientKey, consume, peek, tally, type RateRule } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { startSession } from './sessions';
import { PRIMARY_OWNER_ID } from './users';

/**
 * Five wrong passwords for one account from one client address, then a 15-minute pause for
 * that account from that address. Refusals are always per address: whoever guesses from
 * elsewhere cannot lock the real owner out (issue 28).
 */
export const PAIR_RULE: RateRule = {
  bucket: 'admin-sign-in-pair',
  limit: 5,
  windowMs: 15 * 60_000,
};
/**
 * Twenty wrong passwords from one client address across all accounts (password spraying),
 * then a 15-minute pause for that address.
 */
export const SIGN_IN_RULE: RateRule = { bucket: 'admin-sign-in', limit: 20, windowMs: 15 * 60_000 };
/**
 * Wrong passwords for one account from anywhere, counted only to slow guessing down: past
 * ten in 15 minutes each wrong answer for that account waits one step longer (at most
 * `maxAccountDelayMs`). Never a refusal, and the right password is answered at once. Counted by
 * the email typed, so an email without an account behaves exactly like one with.
 */
export const ACCOUNT_RULE: RateRule = {
  bucket: 'admin-sign-in-account',
  limit: 10,
  windowMs: 15 * 60_000,
};

/**
 * A wrong answer takes `wrongDelayMs`, so guessing is slow even before any pause; an account
 * under attack adds `accountStepMs` per wrong try past ACCOUNT_RULE's ten. Tests shorten them.
 */
export const signInTiming = { wrongDelayMs: 1000, accountStepMs: 250, maxAccountDelayMs: 4000 };

export type SignInResult =
  | { ok: true; token: string; expiresAt: number; userId: string }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** Who signs in: by email and password, or (the shared password) the primary owner. */
export interface Credentials {
  email?: string;
  /** A crew member's mobile number, +91XXXXXXXXXX (issue 47). */
  phone?: string;
  password: string;
}

/** What the audit log calls a sign-in attempt's account. */
const OWNER_PASSWORD_LABEL = 'shared owner password';

export const accountKey = (email: string | undefined, phone?: string) =>
  email
    ? `email:${email.trim().toLowerCase()}`
    : phone
      ? `phone:${phone}`
      : `id:${PRIMARY_OWNER_ID}`;

let dummyHash: Promise<string> | undefined;

/** Checks a password against an account; an unknown account costs the same scrypt work. */
async function passwordMatches(user: UserRow | undefined, password: string) {
  if (!user?.passwordHash || user.disabled) {
    dummyHash ??= hashPassword('no account has this password');
    await verifyPassword(password, await dummyHash);
    return false;
  }
  return verifyPassword(password, user.passwordHash);
}

/**
 * Every attempt is counted (per account and address, per address, per account) before the
 * password is checked, so a burst of parallel guesses cannot slip in before the count reaches
 * a limit. Only the address's own counts refuse (even the right password, from that address);
 * the account's count only slows wrong answers. A success forgets the address's counts (the
 * account's stays, so an attack elsewhere stays slow) and starts a session. Each checked
 * attempt goes to the audit log.
 */
export async function signIn(
  db: Kysely<Database>,
  credentials: Credentials,
  address: string,
  options: { wrongDelayMs?: number; accountStepMs?: number } = {},
): Promise<SignInResult> {
  const email = credentials.email?.trim().toLowerCase() || undefined;
  // The rate-limit functions key the address themselves (an IPv6 /64 counts as one client).
  const addressKey = clientKey(address);
  const phone = email ? undefined : credentials.phone;
  const account = accountKey(email, phone);
  const pair = `${addressKey} ${account}`;
  const byPair = await consume(db, PAIR_RULE, pair);
  if (!byPair.allowed) return { ok: false, reason: 'locked', ...byPair };
  const byAddress = await consume(db, SIGN_IN_RULE, addressKey);
  if (!byAddress.allowed) return { ok: false, reason: 'locked', ...byAddress };
  const accountTries = await tally(db, ACCOUNT_RULE, account);

  const user = email
    ? await findUserByEmail(db, email)
    : phone
      ? await findUserByPhone(db, phone)
      : await findUserById(db, PRIMARY_OWNER_ID);
  const target = email ?? phone ?? OWNER_PASSWORD_LABEL;
  if (user && (await passwordMatches(user, credentials.password))) {
    await clear(db, PAIR_RULE, pair);
    await clear(db, SIGN_IN_RULE, addressKey);
    await insertAudit(db, {
      actorId: user.id,
      actorName: user.name,
      action: 'sign-in',
      target,
      detail: addressKey,
    });
    return { ok: true, userId: user.id, ...(await startSession(db, user.id)) };
  }
  if (!user) await passwordMatches(undefined, credentials.password);
  await insertAudit(db, {
    actorId: null,
    actorName: null,
    action: 'sign-in-failed',
    target,
    detail: addressKey,
  });
  const beyond = Math.max(0, accountTries - ACCOUNT_RULE.limit);
  const step = options.accountStepMs ?? signInTiming.accountStepMs;
  const delay =
    (options.wrongDelayMs ?? signInTiming.wrongDelayMs) +
    Math.min(signInTiming.maxAccountDelayMs, beyond * step);
  await new Promise((resolve) => setTimeout(resolve, delay));
  // The try that used up the allowance says so at once, rather than on the next try.
  for (const [rule, key] of [
    [PAIR_RULE, pair],
    [SIGN_IN_RULE, addressKey],
  ] as const) {
    const next = await peek(db, rule, key);
    if (!next.allowed) return { ok: false, reason: 'locked', ...next };
  }
  return { ok: false, reason: 'wrong' };
}
