import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { MoveDayChange } from '@/features/move-day/schema';
import { UNPLANNED, type MoveDayPlan } from '@/features/move-day/plan';
import type { Database, MovePlansTable } from '@/server/db/schema';
import { crewMemberIdsOf } from '@/features/move-day/server/repository';

function planOf(
  row: Selectable<MovePlansTable> | undefined,
  memberIds: string[] = [],
): MoveDayPlan {
  if (!row) return { ...UNPLANNED, crew: { ...UNPLANNED.crew, memberIds } };
  return {
    slot: row.slot,
    vehicle: row.vehicle,
    crew: {
      count: row.crewCount === null ? null : Number(row.crewCount),
      names: row.crewNames,
      memberIds,
    },
    driver: { name: row.driverName, phone: row.driverPhone },
    crewNotes: row.crewNotes,
    confirmed: Number(row.confirmed) === 1,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

export async function findMovePlan(db: Kysely<Database>, bookingId: string): Promise<MoveDayPlan> {
  const row = await db
    .selectFrom('movePlans')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .executeTakeFirst();
  return planOf(row, await crewMemberIdsOf(db, bookingId));
}

/** The plans of several bookings (the day view), by booking id; unplanned ones are absent. */
export async function movePlansOf(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, MoveDayPlan>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('movePlans')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .execute();
  return new Map(rows.map((row) => [row.bookingId, planOf(row)]));
}

/**
 * Applies a change to a booking's plan (a field left out stays; null clears it) and returns
 * the plan before and after. Run it inside the lead change's transaction.
 */
export async function saveMovePlan(
  trx: Kysely<Database>,
  bookingId: string,
  change: MoveDayChange,
  by: string | null,
): Promise<{ before: MoveDayPlan; after: MoveDayPlan }> {
  const before = await findMovePlan(trx, bookingId);
  const crew = change.crew === null ? { count: null, names: null } : change.crew;
  const driver = change.driver === null ? { name: null, phone: null } : change.driver;
  const row = {
    slot: change.slot !== undefined ? change.slot : before.slot,
    vehicle: change.vehicle !== undefined ? change.vehicle : before.vehicle,
    crewCount: crew?.count !== undefined ? crew.count : before.crew.count,
    crewNames: crew?.names !== undefined ? crew.names : before.crew.names,
    driverName: driver?.name !== undefined ? driver.name : before.driver.name,
    driverPhone: driver?.phone !== undefined ? driver.phone : before.driver.phone,
    crewNotes: change.crewNotes !== undefined ? change.crewNotes : before.crewNotes,
    confirmed: (change.confirmed ?? before.confirmed) ? 1 : 0,
    updatedAt: new Date().toISOString(),
    updatedBy: by,
  };
  if (before.updatedAt === null)
    await trx
      .insertInto('movePlans')
      .values({ bookingId, ...row })
      .execute();
  else await trx.updateTable('movePlans').set(row).where('bookingId', '=', bookingId).execute();
  return { before, after: await findMovePlan(trx, bookingId) };
}

/** Erasure (on request or by the retention rule): deleted bookings' plans go with them. */
export async function deleteMovePlans(db: Kysely<Database>, bookingIds: string[]): Promise<void> {
  await db.deleteFrom('movePlans').where('bookingId', 'in', bookingIds).execute();
}
