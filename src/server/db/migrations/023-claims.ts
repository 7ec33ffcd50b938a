import type { Migration } from './types';

/**
 * Damage and loss claims filed by the customer from /track (issue 48 point 4). One row per
 * claim: its number (CL/2026-27/0001, from the documents' counters under the kind `claim`),
 * the items as JSON (each label, damage and amount asked, in paise), the status
 * (open → under-review → settled | rejected), what was settled and the note to the customer.
 * A settlement is written to `payments` in the same transaction (a refund entry), once: the
 * status changes from an open one to `settled` only in an UPDATE that checks it.
 */
export const claims023: Migration = {
  name: '023-claims',
  async up(db) {
    await db.schema
      .createTable('claims')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('asked_paise', 'integer', (c) => c.notNull())
      .addColumn('settled_paise', 'integer')
      .addColumn('note', 'text')
      .addColumn('payment_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by_name', 'text')
      .execute();
    await db.schema
      .createIndex('claims_lead_idx')
      .on('claims')
      .columns(['lead_kind', 'lead_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('claims_status_idx')
      .on('claims')
      .columns(['status', 'created_at'])
      .execute();
  },
};
