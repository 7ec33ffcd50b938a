import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackedRequest } from '@/features/tracking';
import type { Database } from '@/server/db/schema';
import { milestonesOf } from './repository';
import { photoBytes, photosOf } from './captures';
import { thumbnailOf } from '@/server/media/image';
import { MOVE_DAY_LIMITS } from '../settings';

/**
 * What /track adds for a booking: its steps (kind and time only, never the crew's names or
 * notes), the expected delivery day and the photos' facts (stage, condition note, time; the
 * images only through /api/track/photos); nothing before the first step or photo.
 */
export async function trackedMoveDay(
  db: Kysely<Database>,
  bookingId: string,
): Promise<Pick<TrackedRequest, 'milestones' | 'expectedDeliveryOn' | 'photos'>> {
  const [steps, photos] = await Promise.all([milestonesOf(db, bookingId), photosOf(db, bookingId)]);
  if (steps.length === 0 && photos.length === 0) return {};
  const expected = steps.find((step) => step.expectedDeliveryOn)?.expectedDeliveryOn;
  return {
    milestones: steps.map(({ kind, at }) => ({ kind, at })),
    ...(expected ? { expectedDeliveryOn: expected } : {}),
    ...(photos.length > 0
      ? { photos: photos.map(({ id, stage, note, at }) => ({ id, stage, note, at })) }
      : {}),
  };
}

/**
 * One photo of the customer's own move, for /api/track/photos (the caller has checked the
 * reference and phone/email): the stored JPEG, or a thumbnail made from it for the page.
 */
export async function trackedPhoto(
  db: Kysely<Database>,
  bookingId: string,
  photoId: string,
  thumbnail: boolean,
): Promise<{ bytes: Buffer; mime: string } | undefined> {
  const photo = await photoBytes(db, bookingId, photoId);
  if (!photo) return undefined;
  const bytes = Buffer.from(photo.bytes);
  return thumbnail
    ? { bytes: await thumbnailOf(bytes, MOVE_DAY_LIMITS.thumbnailSide), mime: 'image/jpeg' }
    : { bytes, mime: photo.mime };
}
