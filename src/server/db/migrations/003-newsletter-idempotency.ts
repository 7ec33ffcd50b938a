import type { Migration } from './types';

/**
 * Newsletter sign-ups take an Idempotency-Key like every other lead, so a retried subscribe
 * replays the first answer (201) instead of reading as "already subscribed" (200). SQLite
 * cannot add a UNIQUE column, hence the separate unique index (NULLs never clash on either engine).
 */
export const newsletterIdempotency003: Migration = {
  name: '003-newsletter-idempotency',
  async up(db) {
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('idempotency_key', 'text')
      .execute();
    await db.schema
      .createIndex('newsletter_subscribers_idempotency_key_uq')
      .on('newsletter_subscribers')
      .column('idempotency_key')
      .unique()
      .execute();
  },
};
