import type { Migration } from './types';

/**
 * The estimate a booking or quote request was made with (issue 11): a JSON snapshot of the
 * inputs and of the figures the server computed from them, with the day they hold until
 * (src/features/estimate/snapshot.ts). Text on both engines, so one query code reads it; null for
 * a lead made without an estimate.
 */
export const estimate007: Migration = {
  name: '007-estimate',
  async up(db) {
    await db.schema.alterTable('bookings').addColumn('estimate', 'text').execute();
    await db.schema.alterTable('quote_requests').addColumn('estimate', 'text').execute();
  },
};
