import type { Migration } from './types';

/**
 * Real visitors' speed, aggregated as it arrives: one counter per day (India time), route,
 * metric and value bucket. A histogram keeps the 75th percentile answerable for any span of
 * days without storing one row per page view, and holds nothing about the visitor.
 */
export const webVitals006: Migration = {
  name: '006-web-vitals',
  async up(db) {
    await db.schema
      .createTable('web_vitals')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('bucket', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('web_vitals_pk', ['day', 'route', 'metric', 'bucket'])
      .execute();
  },
};
