import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';
import { fillSearchIndex, searchedText } from './search-triggers';

/**
 * The coordinator's day (issue 24, points 3 and 4):
 * - `move_plans`: a booking's move day — time slot, truck, crew, driver, notes for the crew,
 *   and whether the customer confirmed it. One row per booking, made on the first save; a
 *   table of its own, so the lead row (its CSV, its email, its customer API) stays as it is.
 * - The staff search also reads where a move goes and what the customer wrote: a booking's
 *   pickup and drop city and area and its message, a quote request's origin and destination,
 *   a contact's message. Indexed again on both engines (pg_trgm, migration 004; FTS5 trigram,
 *   008-staff-search), as 012 did.
 * - The list's city filter gets `lower(column)` indexes, and its orders (moving soonest,
 *   follow-up first, anyone's or nobody's leads newest first) indexes that read a page in order.
 */

/** The searched columns, in order; `?` marks a nullable one (coalesced). Frozen here. */
const SEARCHED: Record<string, string[]> = {
  bookings: [
    'name',
    'email?',
    'phone',
    'reference',
    'pickup_city?',
    'pickup_area?',
    'drop_city?',
    'drop_area?',
    'message?',
  ],
  contact_messages: ['name', 'email?', 'phone?', 'reference', 'message?'],
  quote_requests: ['name', 'email?', 'phone?', 'reference', 'origin?', 'destination?'],
};

/** The same expression `searchTextOf` (repositories/admin-leads.ts) builds from LEAD_KINDS. */
const searchText = (table: string, row = '') => searchedText(SEARCHED[table]!, row);

/** Where a lead's move starts and ends, as the city filter compares them. */
const CITY_COLUMNS: Record<string, string[]> = {
  bookings: ['pickup_city', 'drop_city'],
  quote_requests: ['origin', 'destination'],
};

export const moveDay014: Migration = {
  name: '014-move-day',
  async up(db, engine) {
    await db.schema
      .createTable('move_plans')
      .addColumn('booking_id', 'text', (c) => c.primaryKey())
      // The start of a two-hour window, HH:MM (content/move-day.ts lists them): sorts as time.
      .addColumn('slot', 'text')
      // An id of content/inventory.ts's vehicles.
      .addColumn('vehicle', 'text')
      .addColumn('crew_count', 'integer')
      .addColumn('crew_names', 'text')
      .addColumn('driver_name', 'text')
      .addColumn('driver_phone', 'text')
      .addColumn('crew_notes', 'text')
      .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    for (const [table, columns] of Object.entries(CITY_COLUMNS)) {
      for (const column of columns) {
        await sql
          .raw(`create index ${table}_${column}_lower_idx on ${table} (lower(${column}))`)
          .execute(db);
      }
    }
    // The list's orders as index orders, so a page of 50 is read in order, not sorted from all
    // the rows the filter keeps: moving soonest, follow-up due first, and anyone's or nobody's
    // leads newest first (the All tab reads each kind this way).
    for (const table of [
      'bookings',
      'quote_requests',
      'contact_messages',
      'newsletter_subscribers',
    ]) {
      await db.schema
        .createIndex(`${table}_assignee_created_idx`)
        .on(table)
        .columns(['assignee_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex(`${table}_follow_up_created_idx`)
        .on(table)
        .columns(['follow_up_on', 'created_at', 'id'])
        .execute();
    }
    for (const table of ['bookings', 'quote_requests']) {
      await db.schema
        .createIndex(`${table}_move_date_created_idx`)
        .on(table)
        .columns(['move_date', 'created_at', 'id'])
        .execute();
    }

    if (engine === 'postgres') await postgres(db);
    else for (const table of Object.keys(SEARCHED)) await sqlite(db, table);
  },
};

async function postgres(db: Kysely<unknown>) {
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

async function sqlite(db: Kysely<unknown>, table: string) {
  const fts = `${table}_search`;
  const columns = SEARCHED[table]!.map((c) => c.replace('?', ''));
  for (const trigger of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger if exists ${fts}_${trigger}`).execute(db);
  await sql.raw(`delete from ${fts}`).execute(db);
  await fillSearchIndex(db, table, columns, (row) => searchText(table, row));
}
