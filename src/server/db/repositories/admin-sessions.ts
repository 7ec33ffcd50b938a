import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function insertSession(
  db: Kysely<Database>,
  tokenHash: string,
  createdAt: number,
  expiresAt: number,
) {
  await db
    .insertInto('adminSessions')
    .values({ tokenHash, createdAt: new Date(createdAt).toISOString(), expiresAt })
    .execute();
}

/** The session of this token hash while it lasts; expired ones are not found. */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: number) {
  const row = await db
    .selectFrom('adminSessions')
    .select(['createdAt', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row && { createdAt: row.createdAt, expiresAt: Number(row.expiresAt) };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('adminSessions')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Signs everyone out (the password changed); returns how many sessions ended. */
export async function deleteAllSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('adminSessions').executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: number) {
  await db.deleteFrom('adminSessions').where('expiresAt', '<=', now).execute();
}
