import 'server-only';
import { getDb } from '@/server/db';
import { consume, type RateRule } from '@/server/rate-limit';
import { clientAddress } from './client-address';

/** Tries at setting a password through a link, per client address (page and API alike). */
export const INVITE_RULE: RateRule = { bucket: 'admin-invite', limit: 10, windowMs: 15 * 60_000 };

export async function inviteAttemptAllowed(headers: Headers) {
  const { db } = await getDb();
  return consume(db, INVITE_RULE, clientAddress(headers));
}
