import type { Migration } from './types';

/**
 * The survey: one inventory per lead (its rooms and items as one JSON document, read and
 * written whole), and the history of its changes (who, when, what: items added, removed,
 * quantities changed), which the lead page lists.
 *
 * Why JSON and not a row per item: the editor always sends the whole list and the page always
 * shows the whole list; nothing queries one item across leads. One row makes a save of 150
 * items one upsert instead of 150 deletes and inserts, and a save is all or nothing without
 * more than one statement. The catalogue ids inside are checked by the schema on the way in.
 */
export const inventory010: Migration = {
  name: '010-inventory',
  async up(db) {
    await db.schema
      .createTable('lead_inventories')
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('rooms', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // A staff member's users.id, or 'customer' for a save from /track.
      .addColumn('updated_by', 'text', (c) => c.notNull())
      // Kept as written at the time (like a note's author), so the page reads after a rename.
      .addColumn('updated_by_name', 'text')
      .addPrimaryKeyConstraint('lead_inventories_pk', ['lead_kind', 'lead_id'])
      .execute();

    await db.schema
      .createTable('lead_inventory_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text')
      // JSON: the list of changes (src/features/survey/diff.ts).
      .addColumn('changes', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_inventory_changes_lead_idx')
      .on('lead_inventory_changes')
      .columns(['lead_kind', 'lead_id', 'at'])
      .execute();
  },
};
