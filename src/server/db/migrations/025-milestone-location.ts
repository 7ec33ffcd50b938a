import type { Migration } from './types';

/**
 * Issue 47 point 3: where each step of a move was recorded, when the crew's phone gave its
 * position (browser geolocation, optional, never waited for): latitude and longitude in
 * degrees and the phone's accuracy in metres. Null when the phone gave none. Staff see it as a
 * map link; the customer never does.
 */
export const milestoneLocation025: Migration = {
  name: '025-milestone-location',
  async up(db) {
    for (const column of ['latitude', 'longitude', 'accuracy_m'])
      await db.schema.alterTable('move_milestones').addColumn(column, 'double precision').execute();
  },
};
