import 'server-only';
import type { AccountChange } from '@/features/people/schema';
import { can } from '@/features/people/rights';
import type { AccountData, OwnAccount } from '@/features/leads';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { insertAudit } from '@/features/people/server/data/audit-log';
import { findUserByEmail, findUserById, updateUser } from '@/features/people/server/data/users';
import { actorOf, need, NotSignedInError, type StaffMember } from './guard';
import { signedInStaff } from './signed-in';

function ownAccount(user: {
  id: string;
  name: string;
  email: string | null;
  role: OwnAccount['role'];
}): OwnAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    mayChangeEmail: can(user.role, 'account.email'),
    emailOptional: user.id === PRIMARY_OWNER_ID,
  };
}

/** The signed-in person's own account (everyone has `account.own`). */
export async function adminOwnAccount(member: StaffMember): Promise<OwnAccount> {
  const { db, session } = await need(member, 'account.own');
  const user = await findUserById(db, session.userId);
  // A live session's person exists (sessions go with their person).
  return ownAccount(user!);
}

export type AccountUpdateResult =
  { ok: true; account: OwnAccount } | { ok: false; reason: 'taken' | 'email_needed' };

/**
 * The person renames themselves and, where their role may, changes their sign-in email
 * (another role sending `email` is refused: ForbiddenError). An email someone else signs in
 * with is refused; only the primary owner may have none (they sign in with the shared
 * password alone). Each real change goes to the audit log, with before and after.
 */
export async function adminUpdateAccount(
  member: StaffMember,
  change: AccountChange,
): Promise<AccountUpdateResult> {
  const { db, session } = await need(member, 'account.own');
  if (change.email !== undefined) await need(member, 'account.email');
  return db.transaction().execute(async (trx) => {
    const before = (await findUserById(trx, session.userId))!;
    const email = change.email === undefined ? before.email : change.email;
    if (email === null && before.email !== null && before.id !== PRIMARY_OWNER_ID)
      return { ok: false, reason: 'email_needed' } as const;
    if (email !== null && email !== before.email) {
      const holder = await findUserByEmail(trx, email);
      if (holder && holder.id !== before.id) return { ok: false, reason: 'taken' } as const;
    }
    const name = change.name ?? before.name;
    if (name === before.name && email === before.email)
      return { ok: true, account: ownAccount(before) } as const;
    const after = (await updateUser(trx, before.id, { name, email }))!;
    const audit = (action: string, detail: string) =>
      insertAudit(trx, {
        ...actorOf(session),
        action,
        target: before.email ?? before.name,
        detail,
      });
    if (name !== before.name) await audit('account-name', `${before.name} → ${name}`);
    if (email !== before.email)
      await audit('account-email', `${before.email ?? '(none)'} → ${email ?? '(none)'}`);
    return { ok: true, account: ownAccount(after) } as const;
  });
}

/** What "Your account" shows; a store that cannot be read says so. */
export async function loadAccount(): Promise<AccountData> {
  try {
    return { state: 'ready', account: await adminOwnAccount(await signedInStaff()) };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    console.error('[admin] the account page cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
