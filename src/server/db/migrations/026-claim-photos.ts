import type { Migration } from './types';

/**
 * Issue 48:
 * - `claim_photos`: the photos a customer attaches to a claim from /track, each of one item of
 *   the claim (`item_index`, from 0), re-encoded and stripped of metadata as the crew's are
 *   (src/server/media/image.ts), kept in the database on both engines (bytea / blob) with a
 *   small thumbnail that /track draws inside its page.
 * - `quotation_versions.verify_code`: the quotation PDF carries the QR code and /verify link
 *   every issued paper carries (migration 022); a version gets its code when its PDF is first
 *   drawn. Unique: a code names one paper.
 */
export const claimPhotos026: Migration = {
  name: '026-claim-photos',
  async up(db, engine) {
    const bytes = engine === 'postgres' ? 'bytea' : 'blob';
    await db.schema
      .createTable('claim_photos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('claim_id', 'text', (c) => c.notNull())
      .addColumn('item_index', 'integer', (c) => c.notNull())
      // The order the customer sent them in (they share one created_at).
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', bytes, (c) => c.notNull())
      .addColumn('thumb', bytes, (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('claim_photos_claim_idx')
      .on('claim_photos')
      .columns(['claim_id', 'item_index'])
      .execute();
    await db.schema.alterTable('quotation_versions').addColumn('verify_code', 'text').execute();
    await db.schema
      .createIndex('quotation_versions_verify_code_idx')
      .unique()
      .on('quotation_versions')
      .column('verify_code')
      .execute();
  },
};
