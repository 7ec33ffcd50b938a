import type { Migration } from './types';

/**
 * Reviews from completed moves (issue 26, point 1). One row per booking, made when it becomes
 * done: its one-time token (144 random bits, the customer's only key), valid 60 days; the
 * review fills the same row once (submitted_at), so a move has at most one review. What the
 * public pages show (the name as the customer chose, the service, the route, the month) is
 * frozen at submission. Hiding keeps the row and records why and by whom; nothing is deleted
 * but with the booking itself (erasure).
 */
export const reviews018: Migration = {
  name: '018-reviews',
  async up(db) {
    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().unique())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('invited_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('rating', 'integer')
      .addColumn('text', 'text')
      // full | initial | anonymous, and the name shown as it was then
      .addColumn('show_name', 'text')
      .addColumn('name_shown', 'text')
      .addColumn('service', 'text')
      .addColumn('from_city', 'text')
      .addColumn('to_city', 'text')
      .addColumn('from_slug', 'text')
      .addColumn('to_slug', 'text')
      // YYYY-MM, India time: the month of the move
      .addColumn('month', 'text')
      .addColumn('hidden_at', 'text')
      .addColumn('hidden_reason', 'text')
      .addColumn('hidden_by_name', 'text')
      .addColumn('reply', 'text')
      .addColumn('reply_at', 'text')
      .execute();
    await db.schema
      .createIndex('reviews_published_idx')
      .on('reviews')
      .columns(['hidden_at', 'submitted_at'])
      .execute();
  },
};
