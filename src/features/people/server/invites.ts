import 'server-only';
import type { Kysely } from 'kysely';
import { deleteSessionsOf } from '@/features/people/server/data/sessions';
import { insertAudit } from '@/features/people/server/data/audit-log';
import {
  deleteInvitesOf,
  findLiveInvite,
  insertInvite,
  useInvite,
} from '@/features/people/server/data/invites';
import { findUserById, updateUser } from '@/features/people/server/data/users';
import type { Database, InvitesTable } from '@/server/db/schema';
import { hashPassword } from './password-hash';
import { hashToken, isTokenShaped, newToken, startSession } from './sessions';

/** An invite or reset link works once, for 48 hours. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60_000;

/** A fresh one-time link for a person (their earlier links stop working); the token. */
export async function issueInvite(
  db: Kysely<Database>,
  userId: string,
  purpose: InvitesTable['purpose'],
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await deleteInvitesOf(db, userId);
  await insertInvite(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: now + INVITE_LIFETIME_MS,
  });
  return token;
}

/** The person a link is for while it still works (the page shows the form only then). */
export async function inviteOf(db: Kysely<Database>, token: string, now = Date.now()) {
  if (!isTokenShaped(token)) return undefined;
  return findLiveInvite(db, hashToken(token), now);
}

export type RedeemResult =
  { ok: true; userId: string; token: string; expiresAt: number } | { ok: false; reason: 'gone' };

/**
 * Sets the person's password through a link, once: the link is used up in the same
 * transaction, their other sessions end (a reset locks out whoever knew the old password),
 * and a new session starts. Unknown, used and expired links are all simply 'gone'.
 */
export async function redeemInvite(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = Date.now(),
): Promise<RedeemResult> {
  if (!isTokenShaped(token)) return { ok: false, reason: 'gone' };
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const used = await useInvite(trx, hashToken(token), now);
    const user = used && (await findUserById(trx, used.userId));
    if (!used || !user || user.disabled) return { ok: false, reason: 'gone' } as const;
    await updateUser(trx, user.id, { passwordHash });
    await deleteSessionsOf(trx, user.id);
    await insertAudit(trx, {
      actorId: user.id,
      actorName: user.name,
      action: used.purpose === 'reset' ? 'password-reset' : 'invite-accepted',
      target: user.email,
    });
    const session = await startSession(trx, user.id, now);
    return { ok: true, userId: user.id, ...session } as const;
  });
}
