import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import { USER_ROLES } from '@/features/people/rights';
import type { Database, UserRole, UsersTable } from '@/server/db/schema';

export type UserRow = Selectable<UsersTable>;
/** What anyone may see of a person: never the password hash. */
export type PublicUser = Omit<UserRow, 'passwordHash'>;

// Owners first, then coordinators, then staff (USER_ROLES' order), not the names' alphabet.
const byRole = sql<number>`case role ${sql.join(
  USER_ROLES.map((role, rank) => sql`when ${sql.lit(role)} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(USER_ROLES.length)} end`;

const PUBLIC = [
  'id',
  'email',
  'phone',
  'name',
  'role',
  'disabled',
  'createdAt',
  'updatedAt',
] as const;

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** By a crew member's mobile number, +91XXXXXXXXXX. */
export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findPublicUser(db: Kysely<Database>, id: string): Promise<PublicUser | undefined> {
  return db.selectFrom('users').select(PUBLIC).where('id', '=', id).executeTakeFirst();
}

/** Everyone, owners first, then coordinators, then staff, each by name. */
export function listUsers(db: Kysely<Database>): Promise<PublicUser[]> {
  return db
    .selectFrom('users')
    .select(PUBLIC)
    .orderBy(byRole)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Everyone as listUsers gives them, and whether each has set a password yet. */
export async function listUsersWithPasswordState(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select([...PUBLIC, 'passwordHash'])
    .orderBy(byRole)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(({ passwordHash, ...user }) => ({ ...user, hasPassword: passwordHash !== null }));
}

/** A new person; false when the email is taken already (no error inside a transaction). */
export async function insertUser(
  db: Kysely<Database>,
  user: {
    id: string;
    email?: string | null;
    phone?: string | null;
    name: string;
    role: UserRole;
    passwordHash?: string;
  },
): Promise<boolean> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      email: user.email?.trim().toLowerCase() ?? null,
      phone: user.phone ?? null,
      passwordHash: user.passwordHash ?? null,
      disabled: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  change: Partial<Pick<UserRow, 'role' | 'disabled' | 'passwordHash' | 'name' | 'email'>>,
): Promise<PublicUser | undefined> {
  return db
    .updateTable('users')
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returning(PUBLIC)
    .executeTakeFirst();
}

/**
 * How many owners can sign in: not disabled and with a password (an owner invited but never
 * through the link cannot manage people). The last one may not be demoted or disabled.
 */
export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('passwordHash', 'is not', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who a lead can be given to: everyone not disabled, by name. */
export function listAssignablePeople(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('disabled', '=', 0)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Names of people by id, for history, notes and the audit log. */
export async function userNames(db: Kysely<Database>, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
