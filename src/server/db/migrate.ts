import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DbHandle } from './connect';
import type { Engine } from './engine';
import { migrations as defaultMigrations } from './migrations';
import type { Migration } from './migrations/types';

// Any fixed number: every process of this app takes the same PostgreSQL advisory lock.
const PG_MIGRATION_LOCK = 727_100_001;

/**
 * Applies the migrations not yet applied, all in one transaction under a lock, so two
 * processes starting at once neither corrupt the schema nor apply a migration twice:
 * SQLite takes the write lock up front (BEGIN IMMEDIATE, waiting out busy_timeout),
 * PostgreSQL an advisory transaction lock. Returns the names applied by this call.
 */
export async function migrate(
  handle: DbHandle,
  migrations: readonly Migration[] = defaultMigrations,
): Promise<string[]> {
  // Migrations see no app types: each is written against the tables as they were then.
  const db = handle.db as Kysely<unknown>;
  if (handle.engine === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PG_MIGRATION_LOCK})`.execute(trx);
      return applyPending(trx, handle.engine, migrations);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await applyPending(conn, handle.engine, migrations);
      await sql`commit`.execute(conn);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

async function applyPending(
  db: Kysely<unknown> | Transaction<unknown>,
  engine: Engine,
  migrations: readonly Migration[],
): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const done = new Set(rows.rows.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(migration.name)) continue;
    await migration.up(db, engine);
    await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(
      db,
    );
    applied.push(migration.name);
  }
  return applied;
}
