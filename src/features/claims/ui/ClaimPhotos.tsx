import { claimCardTexts as t } from '../content';
import type { ClaimPhotoView } from '../kinds';

/**
 * The photos of one item of a claim, for staff: thumbnails, each a link to the photo as kept
 * (1600 px). `base` is the move's claims route (GET …/claims?photo={id}).
 */
export function ClaimPhotos({
  base,
  number,
  item,
  photos,
}: {
  base: string;
  number: string;
  /** The item they show; none: all of the claim's, small and on one line (the Claims list). */
  item?: number;
  photos: readonly ClaimPhotoView[];
}) {
  if (photos.length === 0) return null;
  return (
    <ul
      className={item === undefined ? 'flex gap-1' : 'mt-1 mb-2 flex flex-wrap gap-2'}
      aria-label={item === undefined ? t.photosOfClaim(number) : t.photosOf(number, item + 1)}
    >
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a
            href={`${base}?photo=${photo.id}`}
            target="_blank"
            rel="noopener"
            className="block rounded focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            {/* A staff-only route's JPEG: next/image would fetch it again without the cookie. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`${base}?photo=${photo.id}&size=thumb`}
              alt={t.photo(i + 1, photo.width, photo.height)}
              loading="lazy"
              className={`${item === undefined ? 'size-11' : 'size-20'} rounded object-cover ring-1 ring-slate-300`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
