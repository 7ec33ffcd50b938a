import type { Kysely } from 'kysely';
import { fillLeadSummaries } from './lead-summaries-fill';
import type { Database } from '../schema';
import type { Migration } from './types';

/**
 * The owner's figures at 100,000 leads a kind (issue 26): what each lead reached, where it came
 * from and how long it waited for its first answer, kept per lead as it changes
 * (src/features/leads/server/data/lead-summaries.ts) instead of reckoned from the whole history on
 * every visit. Filled here for the leads already stored; the wait in office minutes is reckoned
 * in the app, with the office hours of the day this runs.
 */
export const leadSummaries020: Migration = {
  name: '020-lead-summaries',
  async up(db) {
    await db.schema
      .createTable('lead_summaries')
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_day', 'text', (c) => c.notNull())
      .addColumn('source', 'text')
      .addColumn('reached', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('answered_at', 'text')
      .addColumn('wait_minutes', 'integer')
      .addPrimaryKeyConstraint('lead_summaries_pk', ['lead_kind', 'lead_id'])
      .execute();
    // Everything a period's figures group by, so they are read from the index alone.
    await db.schema
      .createIndex('lead_summaries_day_idx')
      .on('lead_summaries')
      .columns([
        'created_day',
        'lead_kind',
        'source',
        'reached',
        'wait_minutes',
        'answered_at',
        'created_at',
      ])
      .execute();
    await fillLeadSummaries(db as Kysely<Database>);
  },
};
