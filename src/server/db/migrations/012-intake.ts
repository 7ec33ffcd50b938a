import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';
import { fillSearchIndex, searchedText } from './search-triggers';

/**
 * Every lead actionable, and leads entered by hand (issue 24, points 1 and 2):
 * - a contact message may carry a phone number (the pop-up's quote request already had a
 *   phone column); a booking its pickup and drop (city, area, address);
 * - `channel` says how a lead entered by staff came in (phone, whatsapp, walk-in, referral);
 *   null for a lead sent from the website;
 * - what only the public forms require (a booking's email, service and date, a contact's email
 *   and message, a quote request's email and form) may be missing on a lead entered by hand,
 *   so those columns accept null. Name and phone stay required by the staff schema.
 *
 * The staff search then looks at coalesce(email, '') (and a contact's phone): the new text is
 * indexed again on both engines (pg_trgm, migration 004; FTS5 trigram, 008-staff-search).
 */

const NULLABLE: Record<string, string[]> = {
  bookings: ['email', 'service', 'move_date'],
  contact_messages: ['email', 'message'],
  quote_requests: ['email', 'source'],
};

const ADDED: Record<string, string[]> = {
  bookings: [
    'pickup_city',
    'pickup_area',
    'pickup_address',
    'drop_city',
    'drop_area',
    'drop_address',
    'channel',
  ],
  contact_messages: ['phone', 'channel'],
  quote_requests: ['channel'],
};

/** The searched columns, in order; `?` marks a nullable one (coalesced). Frozen here. */
const SEARCHED: Record<string, string[]> = {
  bookings: ['name', 'email?', 'phone', 'reference'],
  contact_messages: ['name', 'email?', 'phone?', 'reference'],
  quote_requests: ['name', 'email?', 'phone?', 'reference'],
};

/** The same expression `searchTextOf` (repositories/admin-leads.ts) builds from LEAD_KINDS. */
const searchText = (table: string, row = '') => searchedText(SEARCHED[table]!, row);

export const intake012: Migration = {
  name: '012-intake',
  async up(db, engine) {
    for (const [table, columns] of Object.entries(ADDED)) {
      for (const column of columns) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
    if (engine === 'postgres') await postgres(db);
    else await sqlite(db);
  },
};

async function postgres(db: Kysely<unknown>) {
  for (const [table, columns] of Object.entries(NULLABLE)) {
    for (const column of columns) {
      await sql.raw(`alter table ${table} alter column ${column} drop not null`).execute(db);
    }
  }
  // The trigram indexes exist only where pg_trgm could be installed (migration 004).
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) return;
  for (const table of Object.keys(SEARCHED)) {
    await sql.raw(`drop index if exists ${table}_search_trgm_idx`).execute(db);
    await sql
      .raw(
        `create index ${table}_search_trgm_idx on ${table} using gin ((${searchText(table)}) "${schema}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}

/**
 * SQLite cannot drop a NOT NULL: each table is rebuilt (SQLite's documented 12-step way,
 * inside the migration's transaction; no foreign key points at a lead table). The rowids are
 * copied, so the trigram index's rows keep pointing at their leads; its text is then rewritten
 * and its triggers made again with the new expression.
 */
async function sqlite(db: Kysely<unknown>) {
  for (const [table, columns] of Object.entries(NULLABLE)) {
    const found = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
    let definition = found.rows[0]?.sql ?? '';
    for (const column of columns) {
      const notNull = `"${column}" text not null`;
      if (!definition.includes(notNull))
        throw new Error(`012-intake: ${table}.${column} not as expected`);
      definition = definition.replace(notNull, `"${column}" text`);
    }
    const indexes = await sql<{ sql: string }>`
      select sql from sqlite_master
      where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
    const info = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
      db,
    );
    const names = info.rows.map((row) => `"${row.name}"`).join(', ');

    await sql
      .raw(definition.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${table}_012"`))
      .execute(db);
    await sql
      .raw(`insert into "${table}_012" (rowid, ${names}) select rowid, ${names} from "${table}"`)
      .execute(db);
    await sql.raw(`drop table "${table}"`).execute(db);
    await sql.raw(`alter table "${table}_012" rename to "${table}"`).execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    await searchIndex(db, table);
  }
}

async function searchIndex(db: Kysely<unknown>, table: string) {
  const fts = `${table}_search`;
  const columns = SEARCHED[table]!.map((c) => c.replace('?', ''));
  await sql.raw(`delete from ${fts}`).execute(db);
  // The old triggers went with the old table.
  await fillSearchIndex(db, table, columns, (row) => searchText(table, row));
}
