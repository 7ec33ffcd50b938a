import type { Migration } from './types';

/**
 * Where each lead came from (issue 26, point 2), one row per lead sent from the website: the
 * visit's utm_* parameters, the referring host, the landing path and the device, and `label`,
 * the one word staff filter and count by (the campaign's source, else the referring host, else
 * "direct"). A row of its own rather than six columns on four lead tables: it is written once
 * with the lead and read by the lead page, the list's filter, the CSV and the figures.
 */
export const leadSources017: Migration = {
  name: '017-lead-sources',
  async up(db) {
    await db.schema
      .createTable('lead_sources')
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text')
      .addColumn('utm_medium', 'text')
      .addColumn('utm_campaign', 'text')
      .addColumn('referrer', 'text')
      .addColumn('landing', 'text')
      // phone | desktop
      .addColumn('device', 'text')
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_sources_pk', ['lead_kind', 'lead_id'])
      .execute();
    await db.schema
      .createIndex('lead_sources_label_idx')
      .on('lead_sources')
      .columns(['lead_kind', 'label', 'created_at'])
      .execute();
  },
};
