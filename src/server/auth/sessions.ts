import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
} from '@/server/db/repositories/admin-sessions';
import type { Database } from '@/server/db/schema';

/** Absolute lifetime: a session ends 8 hours after sign-in, however busy it was. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60_000;

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AdminSession {
  expiresAt: number;
}

/** Only this hash reaches the database, so a copy of the data holds no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function startSession(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  await deleteExpiredSessions(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertSession(db, hashToken(token), now, expiresAt);
  return { token, expiresAt };
}

/** The live session of a cookie's token, or null (no token, a forged one, ended, expired). */
export async function sessionOf(
  db: Kysely<Database>,
  token: string | undefined,
  now = Date.now(),
): Promise<AdminSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  return row ? { expiresAt: row.expiresAt } : null;
}

/** Ends the session server-side, so the cookie is worthless even if someone kept a copy. */
export async function endSession(db: Kysely<Database>, token: string | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  return deleteSession(db, hashToken(token));
}
