import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { Milestone, MilestoneKind } from '../milestones';

// Every SQL of the move day's crew and steps (issue 47); photos and signatures: captures.ts.

/** The crew accounts of a booking's move day, in the order they were saved. */
export async function crewMemberIdsOf(db: Kysely<Database>, bookingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('moveCrew')
    .select('userId')
    .where('bookingId', '=', bookingId)
    .orderBy('userId')
    .execute();
  return rows.map((row) => row.userId);
}

/** Replaces a booking's crew accounts (run inside the move-day change's transaction). */
export async function setCrewMembers(
  trx: Kysely<Database>,
  bookingId: string,
  userIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('moveCrew').where('bookingId', '=', bookingId).execute();
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await trx
      .insertInto('moveCrew')
      .values(unique.map((userId) => ({ bookingId, userId })))
      .execute();
}

export async function isOnCrew(
  db: Kysely<Database>,
  bookingId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('moveCrew')
    .select('userId')
    .where('bookingId', '=', bookingId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids are people who can be on a crew: existing and not disabled. */
export async function activeUserIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('disabled', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The bookings a person is on the crew of, not cancelled: the crew's list. */
export function bookingsOfMember(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('moveCrew')
    .innerJoin('bookings', 'bookings.id', 'moveCrew.bookingId')
    .leftJoin('movePlans', 'movePlans.bookingId', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.name',
      'bookings.status',
      'bookings.moveDate',
      'bookings.pickupCity',
      'bookings.pickupArea',
      'bookings.dropCity',
      'bookings.dropArea',
      'movePlans.slot',
    ])
    .where('moveCrew.userId', '=', userId)
    .where('bookings.status', '!=', 'cancelled')
    .orderBy('bookings.moveDate', 'asc')
    .orderBy('movePlans.slot', 'asc')
    .orderBy('bookings.id', 'asc')
    .limit(200)
    .execute();
}

/** A move's steps in the order taken. */
export async function milestonesOf(db: Kysely<Database>, bookingId: string): Promise<Milestone[]> {
  const rows = await db
    .selectFrom('moveMilestones')
    .select([
      'id',
      'kind',
      'at',
      'actorName',
      'note',
      'expectedDeliveryOn',
      'latitude',
      'longitude',
      'accuracyM',
    ])
    .where('bookingId', '=', bookingId)
    .orderBy('at', 'asc')
    .orderBy('recordedAt', 'asc')
    .execute();
  return rows.map(({ actorName, latitude, longitude, accuracyM, ...row }) => ({
    ...row,
    by: actorName,
    location:
      latitude === null || longitude === null
        ? null
        : {
            latitude: Number(latitude),
            longitude: Number(longitude),
            accuracyM: accuracyM === null ? null : Number(accuracyM),
          },
  }));
}

/** The last step of each of these moves (the crew's list shows what comes next). */
export async function milestoneKindsOf(db: Kysely<Database>, bookingIds: readonly string[]) {
  const kinds = new Map<string, MilestoneKind[]>();
  if (bookingIds.length === 0) return kinds;
  const rows = await db
    .selectFrom('moveMilestones')
    .select(['bookingId', 'kind'])
    .where('bookingId', 'in', [...bookingIds])
    .execute();
  for (const row of rows) kinds.set(row.bookingId, [...(kinds.get(row.bookingId) ?? []), row.kind]);
  return kinds;
}

export async function milestoneByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('moveMilestones')
    .select(['id', 'bookingId', 'kind', 'at'])
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

export async function insertMilestone(
  trx: Kysely<Database>,
  row: {
    bookingId: string;
    kind: MilestoneKind;
    at: string;
    actorId: string;
    actorName: string;
    note: string | null;
    expectedDeliveryOn: string | null;
    idempotencyKey: string | null;
    latitude: number | null;
    longitude: number | null;
    accuracyM: number | null;
  },
) {
  const id = randomUUID();
  await trx
    .insertInto('moveMilestones')
    .values({ id, recordedAt: new Date().toISOString(), ...row })
    .execute();
  return { id, kind: row.kind, at: row.at };
}

/** Erasure with the lead (on request or by the retention rule): the crew, steps, photos, signatures. */
export async function deleteMoveDayRecords(db: Kysely<Database>, bookingIds: string[]) {
  if (bookingIds.length === 0) return;
  for (const table of [
    'moveCrew',
    'moveMilestones',
    'movePhotos',
    'moveSignatures',
    'moveCollections',
  ] as const)
    await db.deleteFrom(table).where('bookingId', 'in', bookingIds).execute();
}
