import type { Migration } from './types';

/**
 * The owner's figures (issue 26, point 3). A status change may carry why (`reason`: a key of
 * src/features/leads/content/cancel-reasons.ts, so far only on a change to cancelled); null for every other
 * change and every older row. The figures count status changes, payments, quotations sent and
 * accepted and documents issued by the time they happened, so each gets an index led by it.
 */
export const reports019: Migration = {
  name: '019-reports',
  async up(db) {
    await db.schema.alterTable('lead_status_history').addColumn('reason', 'text').execute();
    // Everything the figures read of a lead's history, in lead order: read from the index alone.
    await db.schema
      .createIndex('lead_status_history_reached_idx')
      .on('lead_status_history')
      .columns(['lead_kind', 'lead_id', 'at', 'from_status', 'to_status'])
      .execute();
    await db.schema
      .createIndex('lead_status_history_to_at_idx')
      .on('lead_status_history')
      .columns(['to_status', 'at'])
      .execute();
    await db.schema
      .createIndex('payments_received_on_idx')
      .on('payments')
      .columns(['received_on'])
      .execute();
    await db.schema
      .createIndex('documents_kind_issued_idx')
      .on('documents')
      .columns(['kind', 'issued_at'])
      .execute();
    await db.schema
      .createIndex('quotation_versions_sent_idx')
      .on('quotation_versions')
      .columns(['sent_at'])
      .execute();
    await db.schema
      .createIndex('quotation_versions_accepted_idx')
      .on('quotation_versions')
      .columns(['accepted_at'])
      .execute();
  },
};
