import type { Migration } from './types';

/**
 * Fixed-window counters for per-client limits (lead creation, admin sign-in). They live in
 * the database so the limits hold across restarts and across app processes sharing one store.
 */
export const rateLimits002: Migration = {
  name: '002-rate-limits',
  async up(db) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'key'])
      .execute();
    await db.schema
      .createIndex('rate_limits_reset_at_idx')
      .on('rate_limits')
      .column('reset_at')
      .execute();
  },
};
