import 'server-only';
import { actorOf, type StaffMember } from '@/features/people/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { writeTransaction } from '@/server/db/write-transaction';
import { moveDayAudit } from '../content';
import type { PhotoStage } from '../milestones';
import { MOVE_DAY_LIMITS as L } from '../settings';
import { moveAccess } from './access';
import {
  captureByKey,
  countCaptures,
  insertPhoto,
  insertSignature,
  photoBytes,
  photosOf,
} from './captures';
import { imageKindOf, storableImage } from '@/server/media/image';

export type CaptureResult =
  | { ok: true; id: string; replayed: boolean }
  | {
      ok: false;
      reason:
        'not_found' | 'not_an_image' | 'unreadable' | 'heic' | 'too_many' | 'idempotency_mismatch';
    };

/**
 * A photo the crew took: told an image by its bytes (JPEG, PNG, WebP, HEIC), resized and
 * stripped of every metadata (image.ts), kept in the database with its stage, item and note,
 * at most `photosPerMove` per move; audited. Sent again under its key, the first comes back.
 */
export async function savePhoto(
  member: StaffMember,
  bookingId: string,
  input: { bytes: Uint8Array; stage: PhotoStage; itemId?: string; note?: string },
  idempotencyKey?: string,
): Promise<CaptureResult> {
  const access = await moveAccess(member, bookingId);
  if (!access) return { ok: false, reason: 'not_found' };
  const { context, lead } = access;
  const replay = await replayOf(context.db, 'movePhotos', bookingId, idempotencyKey);
  if (replay) return replay;
  const kind = imageKindOf(input.bytes);
  if (!kind) return { ok: false, reason: 'not_an_image' };
  const image = await storableImage(input.bytes, {
    maxSide: L.photoMaxSide,
    quality: L.photoQuality,
  });
  // An HEVC-coded HEIC (an iPhone's or a Samsung's "high efficiency" photo): sharp's libvips
  // has no HEVC decoder, and the npm decoder measured too slow and too big to run here
  // (docs/benchmarks.md): refused with how to set the camera, not "unreadable".
  if (!image) return { ok: false, reason: kind === 'heic' ? 'heic' : 'unreadable' };
  return writeTransaction(context, async (trx): Promise<CaptureResult> => {
    if ((await countCaptures(trx, 'movePhotos', bookingId)) >= L.photosPerMove)
      return { ok: false, reason: 'too_many' };
    const id = await insertPhoto(trx, {
      bookingId,
      stage: input.stage,
      itemId: input.itemId ?? null,
      note: input.note ?? null,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      actorId: context.session.userId,
      actorName: context.session.name,
      idempotencyKey: idempotencyKey ?? null,
    });
    await insertAudit(trx, {
      ...actorOf(context.session),
      action: moveDayAudit.photo,
      target: lead.reference,
      detail: moveDayAudit.photoLine(input.stage, input.note ?? null),
    });
    return { ok: true, id, replayed: false };
  });
}

/** The customer's signature: the PNG of their strokes, the name they typed, the time. */
export async function saveSignature(
  member: StaffMember,
  bookingId: string,
  input: { png: Buffer; stage: PhotoStage; name: string },
  idempotencyKey?: string,
): Promise<CaptureResult> {
  const access = await moveAccess(member, bookingId);
  if (!access) return { ok: false, reason: 'not_found' };
  const { context, lead } = access;
  const replay = await replayOf(context.db, 'moveSignatures', bookingId, idempotencyKey);
  if (replay) return replay;
  if (imageKindOf(input.png) !== 'png') return { ok: false, reason: 'not_an_image' };
  return writeTransaction(context, async (trx): Promise<CaptureResult> => {
    if ((await countCaptures(trx, 'moveSignatures', bookingId)) >= L.signaturesPerMove)
      return { ok: false, reason: 'too_many' };
    const id = await insertSignature(trx, {
      bookingId,
      ...input,
      actorId: context.session.userId,
      actorName: context.session.name,
      idempotencyKey: idempotencyKey ?? null,
    });
    await insertAudit(trx, {
      ...actorOf(context.session),
      action: moveDayAudit.signature,
      target: lead.reference,
      detail: moveDayAudit.signatureLine(input.stage, input.name),
    });
    return { ok: true, id, replayed: false };
  });
}

async function replayOf(
  db: Parameters<typeof captureByKey>[0],
  table: 'movePhotos' | 'moveSignatures',
  bookingId: string,
  key: string | undefined,
): Promise<CaptureResult | undefined> {
  if (!key) return undefined;
  const first = await captureByKey(db, table, key);
  if (!first) return undefined;
  return first.bookingId === bookingId
    ? { ok: true, id: first.id, replayed: true }
    : { ok: false, reason: 'idempotency_mismatch' };
}

/** A move's photos (facts only) for those who may work on it. */
export async function listPhotos(member: StaffMember, bookingId: string) {
  const access = await moveAccess(member, bookingId);
  return access && photosOf(access.context.db, bookingId);
}

/** One photo's bytes, for those who may work on its move. */
export async function readPhoto(member: StaffMember, bookingId: string, photoId: string) {
  const access = await moveAccess(member, bookingId);
  return access && photoBytes(access.context.db, bookingId, photoId);
}
