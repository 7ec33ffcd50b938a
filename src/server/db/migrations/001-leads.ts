import type { Kysely } from 'kysely';
import type { Migration } from './types';

/** Columns every lead table starts with (see LeadColumns in schema.ts). */
function leadTable(db: Kysely<unknown>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull());
}

export const leads001: Migration = {
  name: '001-leads',
  async up(db) {
    await leadTable(db, 'bookings')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('move_date', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .execute();

    await leadTable(db, 'contact_messages')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();

    await leadTable(db, 'quote_requests')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('move_date', 'text')
      .addColumn('origin', 'text')
      .addColumn('destination', 'text')
      .addColumn('move_type', 'text')
      .addColumn('inventory', 'text')
      .addColumn('service', 'text')
      .execute();

    await leadTable(db, 'newsletter_subscribers')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .execute();

    for (const table of [
      'bookings',
      'contact_messages',
      'quote_requests',
      'newsletter_subscribers',
    ]) {
      await db.schema
        .createIndex(`${table}_created_at_idx`)
        .on(table)
        .column('created_at')
        .execute();
    }
  },
};
