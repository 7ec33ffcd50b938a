import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PeopleData } from '@/features/leads';
import type { newUserSchema, userChangeSchema } from '@/features/leads/schemas/staff-query';
import { issueInvite } from '@/features/people/server/invites';
import { deleteSessionsOf } from '@/features/people/server/data/sessions';
import { insertAudit } from '@/server/db/stores/audit-log';
import {
  countActiveOwners,
  findPublicUser,
  findUserById,
  insertUser,
  listUsers,
  listUsersWithPasswordState,
  updateUser,
  type PublicUser,
} from '@/features/people/server/data/users';
import { queueInviteEmail } from '@/features/people/server/invite-email';
import { wakeMailSender } from '@/server/mail/outbox';
import { actorOf, ForbiddenError, need, NotSignedInError, type StaffMember } from './guard';
import { inviteUrl } from './invite-link';
import { signedInStaff } from './signed-in';

/** The people of the staff area (`people.manage`), with `disabled` as a boolean. */
export async function adminListUsers(member: StaffMember) {
  const { db } = await need(member, 'people.manage');
  return (await listUsers(db)).map(publicUser);
}

export function publicUser(user: PublicUser) {
  return { ...user, disabled: Boolean(user.disabled) };
}

export type AddUserResult =
  { ok: true; id: string; inviteUrl: string } | { ok: false; reason: 'taken' };

/**
 * The owner adds a person and gets their one-time invite link (emailed too when SMTP is set),
 * made from SITE_URL only (`inviteUrl`).
 */
export async function adminAddUser(
  member: StaffMember,
  input: z.infer<typeof newUserSchema>,
): Promise<AddUserResult> {
  const { db, session } = await need(member, 'people.manage');
  const id = randomUUID();
  const link = await db.transaction().execute(async (trx) => {
    if (!(await insertUser(trx, { id, ...input }))) return undefined;
    await insertAudit(trx, {
      ...actorOf(session),
      action: 'user-added',
      target: input.email ?? input.phone ?? input.name,
      detail: `${input.name} (${input.role})`,
    });
    const url = inviteUrl(await issueInvite(trx, id, 'invite'));
    // Without an email the owner shares the link on WhatsApp (the people page shows it).
    if (input.email)
      await queueInviteEmail(trx, { to: input.email, name: input.name, url, purpose: 'invite' });
    return url;
  });
  if (!link) return { ok: false, reason: 'taken' };
  wakeMailSender();
  return { ok: true, id, inviteUrl: link };
}

export type UpdateUserResult =
  | { ok: true; user: ReturnType<typeof publicUser>; inviteUrl?: string }
  | { ok: false; reason: 'not_found' | 'last_owner' };

/**
 * Role, disabled, or a reset link. Disabling ends the person's sessions at once; the last
 * owner who can sign in can be neither demoted nor disabled (nobody could manage people).
 */
export async function adminUpdateUser(
  member: StaffMember,
  id: string,
  change: z.infer<typeof userChangeSchema>,
): Promise<UpdateUserResult> {
  const { db, session } = await need(member, 'people.manage');
  const result = await db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, id);
    if (!before) return { ok: false, reason: 'not_found' } as const;
    // Only an owner who can sign in counts: demoting one who never set a password loses nobody.
    const losesOwner =
      before.role === 'owner' &&
      !before.disabled &&
      before.passwordHash !== null &&
      ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner && (await countActiveOwners(trx)) <= 1)
      return { ok: false, reason: 'last_owner' } as const;
    const set = {
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
    };
    const user =
      Object.keys(set).length > 0 ? await updateUser(trx, id, set) : await findPublicUser(trx, id);
    if (change.disabled) await deleteSessionsOf(trx, id);
    const audit = (action: string, detail?: string) =>
      insertAudit(trx, {
        ...actorOf(session),
        action,
        target: before.email ?? before.phone ?? before.name,
        detail,
      });
    if (change.role && change.role !== before.role)
      await audit('user-role', `${before.role} → ${change.role}`);
    if (change.disabled !== undefined && change.disabled !== Boolean(before.disabled))
      await audit(change.disabled ? 'user-disabled' : 'user-enabled');
    const token = change.resetPassword ? await issueInvite(trx, id, 'reset') : undefined;
    const url = token ? inviteUrl(token) : undefined;
    if (url) await audit('user-reset-link');
    if (url && before.email)
      await queueInviteEmail(trx, { to: before.email, name: before.name, url, purpose: 'reset' });
    return { ok: true, user: publicUser(user!), url } as const;
  });
  if (!result.ok) return result;
  if (!result.url) return { ok: true, user: result.user };
  wakeMailSender();
  return { ok: true, user: result.user, inviteUrl: result.url };
}

/** What the people page shows; staff get a refusal, a store that cannot be read says so. */
export async function loadPeople(): Promise<PeopleData> {
  try {
    const { db, session } = await need(await signedInStaff(), 'people.manage');
    const people = await listUsersWithPasswordState(db);
    return {
      state: 'ready',
      me: session.userId,
      people: people.map(({ hasPassword, ...user }) => ({ ...publicUser(user), hasPassword })),
    };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    if (error instanceof ForbiddenError) return { state: 'forbidden' };
    console.error('[admin] the people page cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
