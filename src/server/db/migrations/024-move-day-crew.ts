import type { Migration } from './types';

/**
 * Move day on the crew's phone (issue 47):
 * - `users.phone`: a crew member may sign in with a mobile number (+91XXXXXXXXXX) instead of
 *   an email; unique where set.
 * - `move_crew`: the accounts on a booking's move day (`crew.memberIds`), beside the count
 *   and the free-text names of `move_plans`.
 * - `move_milestones`: arrived → packed → loaded → in-transit → reached → delivered, each once
 *   per move, with who and when; `loaded` carries the expected delivery day.
 * - `move_photos`, `move_signatures`: the images themselves are kept in the database on both
 *   engines (bytea / blob), so two app processes on one PostgreSQL serve the same photo and
 *   the database backup holds them (docs/operations.md).
 * - `move_collections`: the payment a crew phone's Idempotency-Key made (cash or UPI).
 * Each row of the crew's writes keeps the Idempotency-Key it came with: a phone that sends a
 * step again after a lost answer gets the first one back.
 */
export const moveDay024: Migration = {
  name: '024-move-day-crew',
  async up(db, engine) {
    const bytes = engine === 'postgres' ? 'bytea' : 'blob';
    await db.schema.alterTable('users').addColumn('phone', 'text').execute();
    await db.schema.createIndex('users_phone_idx').unique().on('users').column('phone').execute();

    await db.schema
      .createTable('move_crew')
      .addColumn('booking_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('move_crew_pk', ['booking_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('move_crew_user_idx')
      .on('move_crew')
      .columns(['user_id', 'booking_id'])
      .execute();

    await db.schema
      .createTable('move_milestones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // When it happened (the phone's time when sent later), and when the server stored it.
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('note', 'text')
      .addColumn('expected_delivery_on', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .createIndex('move_milestones_kind_idx')
      .unique()
      .on('move_milestones')
      .columns(['booking_id', 'kind'])
      .execute();

    // The crew's cash or UPI entries (payments rows), by the Idempotency-Key the phone sent.
    await db.schema
      .createTable('move_collections')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .execute();

    const common = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull())
        // pickup | delivery
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique());
    await common('move_photos')
      // A survey line's catalogue id, when the photo shows one of the listed things.
      .addColumn('item_id', 'text')
      .addColumn('note', 'text')
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', bytes, (c) => c.notNull())
      .execute();
    await common('move_signatures')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('png', bytes, (c) => c.notNull())
      .execute();
    for (const table of ['move_photos', 'move_signatures'])
      await db.schema
        .createIndex(`${table}_booking_idx`)
        .on(table)
        .columns(['booking_id', 'at'])
        .execute();
  },
};
