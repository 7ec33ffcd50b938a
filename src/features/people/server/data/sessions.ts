import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export async function insertSession(
  db: Kysely<Database>,
  tokenHash: string,
  userId: string,
  createdAt: number,
  expiresAt: number,
) {
  await db
    .insertInto('adminSessions')
    .values({ tokenHash, userId, createdAt: new Date(createdAt).toISOString(), expiresAt })
    .execute();
}

/**
 * The session of this token hash while it lasts, with its person; a session of a disabled
 * person is not found, so disabling someone ends their sessions at once.
 */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: number) {
  const row = await db
    .selectFrom('adminSessions')
    .innerJoin('users', 'users.id', 'adminSessions.userId')
    .select([
      'adminSessions.createdAt',
      'adminSessions.expiresAt',
      'users.id as userId',
      'users.name',
      'users.role',
    ])
    .where('adminSessions.tokenHash', '=', tokenHash)
    .where('adminSessions.expiresAt', '>', now)
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  return row && { ...row, expiresAt: Number(row.expiresAt) };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('adminSessions')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Signs one person out everywhere; returns how many sessions ended. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('adminSessions')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: number) {
  await db.deleteFrom('adminSessions').where('expiresAt', '<=', now).execute();
}
