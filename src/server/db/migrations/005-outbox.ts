import type { Migration } from './types';

/**
 * The durable outbox: every email is a row written in the same transaction as what causes it
 * (a lead, a status change), so a restart or a crash loses none. The sender claims due rows
 * with a lease (`claimed_by`, `claimed_until`), so two app processes never send one row twice.
 * `dedupe_key` (optional, unique) lets a caller enqueue "at most one such email".
 */
export const outbox005: Migration = {
  name: '005-outbox',
  async up(db) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_status_next_idx')
      .on('outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
};
