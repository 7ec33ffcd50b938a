import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertUser } from '@/features/people/server/data/users';
import type { Database, UserRole } from '@/server/db/schema';
import { hashPassword } from '@/features/people/server/password-hash';
import { startSession } from '@/features/people/server/sessions';

/**
 * scrypt at 1/16 of production's cost (1 MiB, a few ms instead of ~50 ms): the tests make
 * hundreds of users. Production's own cost is asserted in src/features/people/server/password-hash.test.ts,
 * and every password the app itself hashes (invites, the owner's password) still uses it.
 */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;

/** Test support: a person with a password, and a live session of theirs. */
export async function makeUser(
  db: Kysely<Database>,
  role: UserRole,
  options: { name?: string; email?: string | null; phone?: string; password?: string } = {},
) {
  const id = randomUUID();
  const email =
    options.email === null ? null : (options.email ?? `${role}-${id.slice(0, 8)}@example.in`);
  const name = options.name ?? (role === 'owner' ? 'Olivia Owner' : 'Sanjay Staff');
  await insertUser(db, {
    id,
    email,
    phone: options.phone ?? null,
    name,
    role,
    passwordHash: await hashPassword(options.password ?? 'a-long-test-password', TEST_SCRYPT_COST),
  });
  const { token } = await startSession(db, id);
  // A phone-only crew member has no email: '' then (the tests that make one never read it).
  return { id, email: email ?? '', name, token };
}
