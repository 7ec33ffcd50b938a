import type { Migration } from './types';

/**
 * Payments received for a move (issue 23): advance, balance and refunds, never changed or
 * deleted — a mistake is put right by another entry, and both stay. A refund is a negative
 * amount with its reason. Amounts are integer paise, bounded to ₹1 crore by their schema.
 */
export const payments013: Migration = {
  name: '013-payments',
  async up(db) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      // advance | balance | refund
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      // upi | cash | bank | card
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('received_on', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      // Kept as written at the time, like a note's author, so the page reads after a rename.
      .addColumn('recorded_by_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payments_lead_idx')
      .on('payments')
      .columns(['lead_kind', 'lead_id', 'created_at'])
      .execute();
  },
};
