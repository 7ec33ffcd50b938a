// The crew's uploads (issue 47), in plain JavaScript: the front server
// (scripts/server/request-limits.mjs) lets these two routes past the 16 KiB every other staff
// body has, and src/features/move-day/settings.ts reads the same figures.

/** A photo as the phone sends it, before resizing (a 12 MP phone photo is 3–6 MB). */
export const PHOTO_BYTES = 12 * 1024 * 1024;
/** A signature's data URL (a 600×200 PNG of a finger's strokes is 5–30 kB). */
export const SIGNATURE_DATA_URL_CHARS = 400_000;
/** Room for the multipart wrapping or the JSON around them. */
export const UPLOAD_SLACK = 64 * 1024;

/**
 * The body limit of a crew upload route, or undefined for any other path.
 * @param {string} path
 * @returns {number | undefined}
 */
export function crewUploadLimit(path) {
  if (/^\/api\/admin\/leads\/bookings\/[^/]+\/photos$/.test(path))
    return PHOTO_BYTES + UPLOAD_SLACK;
  if (/^\/api\/admin\/leads\/bookings\/[^/]+\/signatures$/.test(path))
    return SIGNATURE_DATA_URL_CHARS + UPLOAD_SLACK;
  return undefined;
}
