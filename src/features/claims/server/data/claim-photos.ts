import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';

/** A JPEG as kept (src/server/media/image.ts makes it). */
interface KeptJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

/** A claim photo as kept: the image and its thumbnail, of one item of the claim. */
export interface ClaimPhotoToStore {
  itemIndex: number;
  image: KeptJpeg;
  thumb: KeptJpeg;
}

/** A claim's photos, stored in the claim's own transaction. */
export async function insertClaimPhotos(
  trx: Kysely<Database>,
  claimId: string,
  photos: readonly ClaimPhotoToStore[],
  now: string,
): Promise<void> {
  if (photos.length === 0) return;
  await trx
    .insertInto('claimPhotos')
    .values(
      photos.map((photo, position) => ({
        id: randomUUID(),
        claimId,
        itemIndex: photo.itemIndex,
        position,
        width: photo.image.width,
        height: photo.image.height,
        size: photo.image.bytes.length,
        bytes: photo.image.bytes,
        thumb: photo.thumb.bytes,
        createdAt: now,
      })),
    )
    .execute();
}

/** The photos of these claims without their bytes, by item, in the order they were sent. */
export async function photosOfClaims(db: Kysely<Database>, claimIds: readonly string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claimPhotos')
    .select(['id', 'claimId', 'itemIndex', 'width', 'height'])
    .where('claimId', 'in', claimIds)
    .orderBy('itemIndex')
    .orderBy('position')
    .execute();
}

/** The thumbnails of these claims (what /track draws inside its page). */
export async function thumbsOfClaims(db: Kysely<Database>, claimIds: readonly string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claimPhotos')
    .select(['claimId', 'itemIndex', 'thumb'])
    .where('claimId', 'in', claimIds)
    .orderBy('itemIndex')
    .orderBy('position')
    .execute();
}

/** One photo's JPEG (or its thumbnail), only from the claim of the move asked about. */
export function claimPhotoBytes(
  db: Kysely<Database>,
  lead: { kind: LeadKind; id: string },
  photoId: string,
) {
  return db
    .selectFrom('claimPhotos')
    .innerJoin('claims', 'claims.id', 'claimPhotos.claimId')
    .select(['claimPhotos.bytes', 'claimPhotos.thumb'])
    .where('claimPhotos.id', '=', photoId)
    .where('claims.leadKind', '=', lead.kind)
    .where('claims.leadId', '=', lead.id)
    .executeTakeFirst();
}
