import 'server-only';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteAllSessions } from '@/server/db/repositories/admin-sessions';
import { insertSettingOnce, readSetting, writeSetting } from '@/server/db/repositories/settings';
import type { Database } from '@/server/db/schema';
import { hashPassword, verifyPassword } from './password-hash';

const HASH_KEY = 'admin_password_hash';
// Easy to read out and type: no 0/O, 1/I/L.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Four groups of five characters, about 99 bits. */
export function generatePassword(): string {
  const group = () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

export async function checkAdminPassword(db: Kysely<Database>, password: string) {
  const stored = await readSetting(db, HASH_KEY);
  return stored !== undefined && verifyPassword(password, stored);
}

/** Stores a new password's hash and signs every session out; returns how many ended. */
export async function setAdminPassword(db: Kysely<Database>, password: string) {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await writeSetting(trx, HASH_KEY, hash);
    return deleteAllSessions(trx);
  });
}

/**
 * At start: with ADMIN_PASSWORD, the stored hash follows it (a changed variable signs
 * everyone out). Without it, the first start makes a password, stores only its hash and
 * prints it once; later starts keep it. Two processes starting together print one password.
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
      '[admin] The staff password was set from ADMIN_PASSWORD; earlier sessions were signed out.',
    );
    return 'set';
  }
  if ((await readSetting(db, HASH_KEY)) !== undefined) return 'kept';
  const password = generatePassword();
  if (!(await insertSettingOnce(db, HASH_KEY, await hashPassword(password)))) return 'kept';
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
