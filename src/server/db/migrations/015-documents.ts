import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Issued documents (issue 25): invoice, credit note, money receipt, lorry receipt, packing
 * list. A row is written once and never updated: `snapshot` is the JSON of everything the PDF
 * shows, frozen at issue, and the PDF is drawn from it (the same bytes every time).
 *
 * Numbers: one counter per kind and financial year, taken inside the transaction that inserts
 * the document, so a number is used exactly when its document is stored (no gaps), and the
 * counter's row lock (PostgreSQL) or the write lock (SQLite) makes two issuers wait in turn.
 */
export const documents015: Migration = {
  name: '015-documents',
  async up(db) {
    await db.schema
      .createTable('document_counters')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last_serial', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_counters_pk', ['kind', 'financial_year'])
      .execute();

    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      // invoice | credit-note | receipt | lr | packing-list
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('serial', 'integer', (c) => c.notNull())
      // A receipt's payment; a credit note's invoice (documents.id).
      .addColumn('payment_id', 'text')
      .addColumn('cites_id', 'text')
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('issued_by', 'text', (c) => c.notNull())
      .addColumn('issued_by_name', 'text')
      .execute();
    await db.schema
      .createIndex('documents_serial_idx')
      .unique()
      .on('documents')
      .columns(['kind', 'financial_year', 'serial'])
      .execute();
    await db.schema
      .createIndex('documents_lead_idx')
      .on('documents')
      .columns(['lead_kind', 'lead_id', 'issued_at'])
      .execute();
    // One receipt per payment, one credit note per invoice, whatever races.
    await db.schema
      .createIndex('documents_receipt_payment_idx')
      .unique()
      .on('documents')
      .column('payment_id')
      .where(sql.ref('kind'), '=', 'receipt')
      .execute();
    await db.schema
      .createIndex('documents_credit_cites_idx')
      .unique()
      .on('documents')
      .column('cites_id')
      .where(sql.ref('kind'), '=', 'credit-note')
      .execute();
  },
};
