import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
} from '@/features/people/server/data/sessions';
import type { Database, UserRole } from '@/server/db/schema';

/** Absolute lifetime: a session ends 8 hours after sign-in, however busy it was. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60_000;
// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who is signed in, and until when. */
export interface AdminSession {
  userId: string;
  name: string;
  role: UserRole;
  expiresAt: number;
}

/** Only this hash reaches the database, so a copy of the data holds no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A fresh random token (sessions, invite links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isTokenShaped(token: string | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

export async function startSession(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  await deleteExpiredSessions(db, now);
  const token = newToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertSession(db, hashToken(token), userId, now, expiresAt);
  return { token, expiresAt };
}

/**
 * The live session of a cookie's token, or null (no token, a forged one, ended, expired,
 * or its person disabled).
 */
export async function sessionOf(
  db: Kysely<Database>,
  token: string | undefined,
  now = Date.now(),
): Promise<AdminSession | null> {
  if (!isTokenShaped(token)) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  return row
    ? { userId: row.userId, name: row.name, role: row.role, expiresAt: row.expiresAt }
    : null;
}

/** Ends the session server-side, so the cookie is worthless even if someone kept a copy. */
export async function endSession(db: Kysely<Database>, token: string | undefined) {
  if (!isTokenShaped(token)) return false;
  return deleteSession(db, hashToken(token));
}
