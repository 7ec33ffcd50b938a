import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';

const LEAD_TABLES = ['bookings', 'contact_messages', 'quote_requests', 'newsletter_subscribers'];

/**
 * What staff search in each table (name, email, phone, reference), as one lower-cased text.
 * The admin repository searches exactly these expressions, so PostgreSQL's trigram index on
 * them serves a `like '%…%'` search. Frozen here: a later change needs a new migration.
 */
const SEARCH_TEXT: Record<string, string> = {
  bookings: `lower(name || ' ' || email || ' ' || phone || ' ' || reference)`,
  contact_messages: `lower(name || ' ' || email || ' ' || reference)`,
  quote_requests: `lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || reference)`,
  newsletter_subscribers: `lower(email || ' ' || reference)`,
};

const SEARCHED: Record<string, string[]> = {
  bookings: ['name', 'email', 'phone', 'reference'],
  contact_messages: ['name', 'email', 'reference'],
  quote_requests: ['name', 'email', 'phone', 'reference'],
  newsletter_subscribers: ['email', 'reference'],
};

/**
 * The staff area: signed-in sessions (only a hash of each token), settings (the admin
 * password's hash), and the indexes the dashboard's lists need at 100,000 leads a table.
 */
export const admin004: Migration = {
  name: '004-admin',
  async up(db, engine) {
    await db.schema
      .createTable('admin_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('admin_sessions_expires_at_idx')
      .on('admin_sessions')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    for (const table of LEAD_TABLES) {
      // Newest first with the id as tie-break, so pages never repeat or skip a lead;
      // the status variant serves the status filter and the count of `new` leads. SQLite
      // has no substring index: there the list index also carries the searched columns,
      // so a search reads the index and only fetches the rows that match (4x faster).
      await db.schema.dropIndex(`${table}_created_at_idx`).execute();
      await db.schema
        .createIndex(`${table}_created_id_idx`)
        .on(table)
        .columns(['created_at', 'id', ...(engine === 'sqlite' ? SEARCHED[table]! : [])])
        .execute();
      await db.schema
        .createIndex(`${table}_status_created_id_idx`)
        .on(table)
        .columns(['status', 'created_at', 'id'])
        .execute();
    }

    if (engine === 'postgres') await trigramIndexes(db);
  },
};

/**
 * A substring search cannot use a b-tree; pg_trgm's GIN index can. Creating the extension
 * needs a privilege some hosts withhold: then search still works, by scanning (logged).
 */
async function trigramIndexes(db: Kysely<unknown>) {
  await sql`savepoint pg_trgm_install`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm_install`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint pg_trgm_install`.execute(db);
    console.warn(
      `[db] pg_trgm is not available (${error instanceof Error ? error.message : error}); admin search will scan instead of using an index.`,
    );
    return;
  }
  // The extension may live in another schema than ours: name its operator class fully.
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema ?? 'public';
  for (const table of LEAD_TABLES) {
    await sql
      .raw(
        `create index ${table}_search_trgm_idx on ${table} using gin ((${SEARCH_TEXT[table]}) "${schema}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}
