import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { PhotoStage } from '../milestones';

// Every SQL of the crew's photos and the customer's signatures (issue 47). The images are in
// the rows (bytea on PostgreSQL, blob on SQLite): every app process reads the same ones, and
// the database's backup holds them.

/** A photo's facts without its bytes. */
export interface PhotoMeta {
  id: string;
  stage: PhotoStage;
  itemId: string | null;
  note: string | null;
  width: number;
  height: number;
  size: number;
  at: string;
  by: string | null;
}

export async function countCaptures(
  db: Kysely<Database>,
  table: 'movePhotos' | 'moveSignatures',
  bookingId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .where('bookingId', '=', bookingId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function captureByKey(
  db: Kysely<Database>,
  table: 'movePhotos' | 'moveSignatures',
  key: string,
) {
  return db
    .selectFrom(table)
    .select(['id', 'bookingId'])
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

export async function insertPhoto(
  db: Kysely<Database>,
  photo: {
    bookingId: string;
    stage: PhotoStage;
    itemId: string | null;
    note: string | null;
    width: number;
    height: number;
    bytes: Buffer;
    actorId: string;
    actorName: string;
    idempotencyKey: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('movePhotos')
    .values({
      id,
      ...photo,
      mime: 'image/jpeg',
      size: photo.bytes.length,
      at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A move's photos, oldest first, without their bytes. */
export async function photosOf(db: Kysely<Database>, bookingId: string): Promise<PhotoMeta[]> {
  const rows = await db
    .selectFrom('movePhotos')
    .select(['id', 'stage', 'itemId', 'note', 'width', 'height', 'size', 'at', 'actorName'])
    .where('bookingId', '=', bookingId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(({ actorName, ...row }) => ({
    ...row,
    width: Number(row.width),
    height: Number(row.height),
    size: Number(row.size),
    by: actorName,
  }));
}

/** One photo's bytes, only from the move it belongs to. */
export function photoBytes(db: Kysely<Database>, bookingId: string, photoId: string) {
  return db
    .selectFrom('movePhotos')
    .select(['bytes', 'mime'])
    .where('bookingId', '=', bookingId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

export async function insertSignature(
  db: Kysely<Database>,
  signature: {
    bookingId: string;
    stage: PhotoStage;
    name: string;
    png: Buffer;
    actorId: string;
    actorName: string;
    idempotencyKey: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('moveSignatures')
    .values({ id, ...signature, at: new Date().toISOString() })
    .execute();
  return id;
}

/** The last signature of a stage (a second try replaces the first on the papers). */
export function lastSignature(db: Kysely<Database>, bookingId: string, stage: PhotoStage) {
  return db
    .selectFrom('moveSignatures')
    .select(['name', 'at', 'png'])
    .where('bookingId', '=', bookingId)
    .where('stage', '=', stage)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
