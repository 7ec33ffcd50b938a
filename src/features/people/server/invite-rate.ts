import 'server-only';
import { getDb } from '@/server/db';
import { consume, release, type RateRule } from '@/server/rate-limit';
import { clientAddress } from '@/server/http/client-address';

/**
 * Failed tries at setting a password through a link, per client address (page and API alike).
 * Every try is counted before the link is checked (a burst cannot slip past) and a success is
 * given back, so an office behind one address can let all its people in.
 */
export const INVITE_RULE: RateRule = { bucket: 'admin-invite', limit: 10, windowMs: 15 * 60_000 };

export async function inviteAttemptAllowed(headers: Headers) {
  const { db } = await getDb();
  return consume(db, INVITE_RULE, clientAddress(headers));
}

/**
 * The try that `inviteAttemptAllowed` counted set a password: it does not count. Never fails the
 * answer: the password is set and the session started, and a hit not given back is one count.
 */
export async function inviteAttemptSucceeded(headers: Headers): Promise<void> {
  try {
    const { db } = await getDb();
    await release(db, INVITE_RULE, clientAddress(headers));
  } catch (error) {
    console.error('[admin] an accepted invite could not be taken off the limit:', error);
  }
}
