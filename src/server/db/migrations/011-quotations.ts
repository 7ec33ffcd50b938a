import type { Migration } from './types';

/**
 * Firm quotations (issue 23): one per lead, reached by the customer through its token; its
 * versions (a save after sending makes a new one, an accepted one never changes); and its
 * events (emailed, WhatsApp link made, opened, accepted, change asked, paid claimed), which the
 * lead page lists. Amounts are integer paise; a quotation's total is bounded to ₹1 crore by its
 * schema, inside a 32-bit integer on both engines. Lines are JSON: always read and written whole.
 */
export const quotations011: Migration = {
  name: '011-quotations',
  async up(db) {
    await db.schema
      .createTable('quotations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      // 128 random bits, base64url: the customer's only key to the quotation.
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('latest_version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('quotations_lead_idx')
      .unique()
      .on('quotations')
      .columns(['lead_kind', 'lead_id'])
      .execute();

    await db.schema
      .createTable('quotation_versions')
      .addColumn('quotation_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      // JSON: [{kind, label, amountPaise}]; SAC and GST come from the settings when it is made.
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
      .addColumn('gst_paise', 'integer', (c) => c.notNull())
      .addColumn('discount_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('advance_paise', 'integer', (c) => c.notNull())
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by_name', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('opened_at', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('accepted_name', 'text')
      .addPrimaryKeyConstraint('quotation_versions_pk', ['quotation_id', 'version'])
      .execute();

    await db.schema
      .createTable('quotation_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('quotation_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      // emailed | whatsapp | opened | accepted | change | paid
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text')
      // The customer's message (change) or UTR (paid).
      .addColumn('detail', 'text')
      .execute();
    await db.schema
      .createIndex('quotation_events_quotation_idx')
      .on('quotation_events')
      .columns(['quotation_id', 'at'])
      .execute();
  },
};
