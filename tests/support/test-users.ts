import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertUser } from '@/server/db/repositories/users';
import type { Database, UserRole } from '@/server/db/schema';
import { hashPassword } from '@/server/auth/password-hash';
import { startSession } from '@/server/auth/sessions';

/** Test support: a person with a password, and a live session of theirs. */
export async function makeUser(
  db: Kysely<Database>,
  role: UserRole,
  options: { name?: string; email?: string; password?: string } = {},
) {
  const id = randomUUID();
  const email = options.email ?? `${role}-${id.slice(0, 8)}@example.in`;
  const name = options.name ?? (role === 'owner' ? 'Olivia Owner' : 'Sanjay Staff');
  await insertUser(db, {
    id,
    email,
    name,
    role,
    passwordHash: await hashPassword(options.password ?? 'a-long-test-password'),
  });
  const { token } = await startSession(db, id);
  return { id, email, name, token };
}
