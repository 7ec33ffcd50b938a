import 'server-only';
import { imageKindOf, storableImage } from '@/server/media/image';
import { claimTexts } from '../content';
import { claimSettings as S } from '../settings';
import type { ClaimPhotoToStore } from './data/claim-photos';

/** A photo as the customer sent it, of the claim's item `itemIndex` (from 0). */
export interface ClaimPhotoUpload {
  itemIndex: number;
  bytes: Uint8Array;
}

/**
 * The photos as a claim keeps them: each told an image by its bytes (JPEG, PNG, WebP, HEIC;
 * never by its name or type), turned upright, resized and stripped of its metadata, with a
 * thumbnail for /track. The first that is not an image, or cannot be decoded, refuses them all.
 */
export async function keptClaimPhotos(
  photos: readonly ClaimPhotoUpload[],
): Promise<
  | { ok: true; photos: ClaimPhotoToStore[] }
  | { ok: false; reason: 'not_an_image' | 'unreadable'; itemIndex: number }
> {
  const kept: ClaimPhotoToStore[] = [];
  // One at a time: each decode holds a full-size bitmap (up to 50 MP) in memory.
  for (const photo of photos) {
    if (!imageKindOf(photo.bytes))
      return { ok: false, reason: 'not_an_image', itemIndex: photo.itemIndex };
    const image = await storableImage(photo.bytes, S.photo);
    const thumb = image && (await storableImage(image.bytes, S.thumb));
    if (!image || !thumb) return { ok: false, reason: 'unreadable', itemIndex: photo.itemIndex };
    kept.push({ itemIndex: photo.itemIndex, image, thumb });
  }
  return { ok: true, photos: kept };
}

/**
 * What is wrong with the photos' count, keyed `photos.{item}` (too many of one item, or of an
 * item the claim does not have) or `photos` (too many in all); undefined when they are fine.
 */
export function photoCountErrors(
  photos: readonly ClaimPhotoUpload[],
  itemCount: number,
): Record<string, string> | undefined {
  if (photos.length > S.photosPerClaim)
    return { photos: claimTexts.errors.tooManyPhotos(S.photosPerItem, S.photosPerClaim) };
  const errors: Record<string, string> = {};
  for (const { itemIndex } of photos) {
    const ofItem = photos.filter((photo) => photo.itemIndex === itemIndex).length;
    if (itemIndex >= itemCount) errors[`photos.${itemIndex}`] = claimTexts.errors.photoOfNoItem;
    else if (ofItem > S.photosPerItem)
      errors[`photos.${itemIndex}`] = claimTexts.errors.tooManyPhotos(
        S.photosPerItem,
        S.photosPerClaim,
      );
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
