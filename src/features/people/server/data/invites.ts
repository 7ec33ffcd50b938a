import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, InvitesTable } from '@/server/db/schema';

export async function insertInvite(
  db: Kysely<Database>,
  invite: {
    tokenHash: string;
    userId: string;
    purpose: InvitesTable['purpose'];
    expiresAt: number;
  },
) {
  await db
    .insertInto('invites')
    .values({ ...invite, createdAt: new Date().toISOString(), usedAt: null })
    .execute();
}

/**
 * Marks a live, unused link used and returns its person, in one statement: two tabs
 * opening the same link cannot both use it. Undefined for unknown, used or expired links.
 */
export async function useInvite(db: Kysely<Database>, tokenHash: string, now: number) {
  return db
    .updateTable('invites')
    .set({ usedAt: new Date(now).toISOString() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'purpose'])
    .executeTakeFirst();
}

/** Whether a link would still work, without using it (the page shows the form only then). */
export async function findLiveInvite(db: Kysely<Database>, tokenHash: string, now: number) {
  return db
    .selectFrom('invites')
    .innerJoin('users', 'users.id', 'invites.userId')
    .select(['invites.userId', 'invites.purpose', 'users.name', 'users.email'])
    .where('invites.tokenHash', '=', tokenHash)
    .where('invites.usedAt', 'is', null)
    .where('invites.expiresAt', '>', now)
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
}

/** A new link replaces the person's earlier ones. */
export async function deleteInvitesOf(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('invites').where('userId', '=', userId).execute();
}
