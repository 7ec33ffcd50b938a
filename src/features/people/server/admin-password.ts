import 'server-only';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteSessionsOf } from '@/features/people/server/data/sessions';
import { findUserById, insertUser, updateUser } from '@/features/people/server/data/users';
import type { Database } from '@/server/db/schema';
import { hashPassword, verifyPassword } from './password-hash';
import { PRIMARY_OWNER_ID, PRIMARY_OWNER_NAME } from './users';

// Easy to read out and type: no 0/O, 1/I/L.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Four groups of five characters, about 99 bits. */
export function generatePassword(): string {
  const group = () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** The shared staff password is the primary owner's: `{password}` alone signs them in. */
export async function checkAdminPassword(db: Kysely<Database>, password: string) {
  const owner = await findUserById(db, PRIMARY_OWNER_ID);
  return Boolean(owner?.passwordHash) && verifyPassword(password, owner!.passwordHash!);
}

/**
 * Stores the primary owner's new password hash (making the account if there is none yet)
 * and signs that account out everywhere; returns how many sessions ended.
 */
export async function setAdminPassword(db: Kysely<Database>, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const made = await insertUser(trx, {
      id: PRIMARY_OWNER_ID,
      email: null,
      name: PRIMARY_OWNER_NAME,
      role: 'owner',
      passwordHash,
    });
    // The shared password always reopens the owner's account: recovery for a locked-out office.
    if (!made)
      await updateUser(trx, PRIMARY_OWNER_ID, { passwordHash, disabled: 0, role: 'owner' });
    return deleteSessionsOf(trx, PRIMARY_OWNER_ID);
  });
}

/**
 * At start: with ADMIN_PASSWORD, the owner's hash follows it (a changed variable signs the
 * owner out). Without it, the first start makes a password, stores only its hash and prints
 * it once; later starts keep it. Two processes starting together print one password.
 */
export async function ensureAdminPassword(
  db: Kysely<Database>,
  configured: string | undefined,
  options: { signInUrl: string; log?: (line: string) => void },
): Promise<'kept' | 'set' | 'generated'> {
  const log = options.log ?? console.log;
  if (configured !== undefined) {
    if (await checkAdminPassword(db, configured)) return 'kept';
    await setAdminPassword(db, configured);
    log(
      "[admin] The owner's password was set from ADMIN_PASSWORD; the owner's earlier sessions were signed out.",
    );
    return 'set';
  }
  if ((await findUserById(db, PRIMARY_OWNER_ID))?.passwordHash) return 'kept';
  const password = generatePassword();
  const made = await insertUser(db, {
    id: PRIMARY_OWNER_ID,
    email: null,
    name: PRIMARY_OWNER_NAME,
    role: 'owner',
    passwordHash: await hashPassword(password),
  });
  if (!made) return 'kept';
  log(
    [
      '',
      '  ┌─ Staff sign-in ─────────────────────────────────────────────',
      `  │ Password: ${password}`,
      `  │ Sign in at ${options.signInUrl}. Shown this once: only its hash is stored.`,
      '  │ Change it with `npm run admin:password`, or set ADMIN_PASSWORD.',
      '  └─────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
  return 'generated';
}
