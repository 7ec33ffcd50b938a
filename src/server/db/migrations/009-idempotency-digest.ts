import type { Migration } from './types';

/**
 * An Idempotency-Key is bound to the body it was first sent with: each lead keeps a digest of
 * that body, and the same key with another body is refused (422 idempotency_mismatch) instead
 * of replaying someone else's lead. Leads stored before this have no digest and replay as before.
 */
export const idempotencyDigest009: Migration = {
  name: '009-idempotency-digest',
  async up(db) {
    for (const table of [
      'bookings',
      'quote_requests',
      'contact_messages',
      'newsletter_subscribers',
    ]) {
      await db.schema.alterTable(table).addColumn('idempotency_digest', 'text').execute();
    }
  },
};
