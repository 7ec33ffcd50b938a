import 'server-only';
import { trackedPhoto } from '@/features/move-day/server';
import type { RateRule } from '@/server/rate-limit';
import { findOwnRequest } from './look-up';
import { isRowId } from '@/server/db/row-id';

/**
 * A page of /track shows a move's photos as a dozen thumbnails at once: their own bucket,
 * larger than the look-up's. It does not make guessing a phone number cheaper: an answer needs
 * the photo's id too, which only a look-up with the right phone or email gives.
 */
export const TRACK_PHOTO_RULE: RateRule = {
  bucket: 'track-photo',
  limit: 300,
  windowMs: 10 * 60_000,
};

export type TrackPhotoResult =
  | { ok: true; bytes: Buffer; mime: string }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * One photo of the customer's own move (issue 47): the reference and the phone or email of the
 * booking, as /track takes them, and the photo's id; a wrong one of the three ends alike (404).
 */
export async function trackPhoto(
  input: { reference?: string; contact?: string; photo?: string; thumbnail: boolean },
  context: { clientAddress: string },
): Promise<TrackPhotoResult> {
  const found = await findOwnRequest(
    { reference: input.reference, contact: input.contact },
    context,
    TRACK_PHOTO_RULE,
  );
  if (!found.ok)
    return found.reason === 'rate_limited'
      ? { ok: false, reason: 'rate_limited', retryAfterSeconds: found.retryAfterSeconds }
      : { ok: false, reason: 'not_found' };
  if (found.kind !== 'booking' || !isRowId(input.photo)) return { ok: false, reason: 'not_found' };
  const photo = await trackedPhoto(found.handle.db, found.lead.id, input.photo, input.thumbnail);
  return photo ? { ok: true, ...photo } : { ok: false, reason: 'not_found' };
}
