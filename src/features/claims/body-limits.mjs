// A claim's photos from /track (issue 48), in plain JavaScript: the front server
// (scripts/server/request-limits.mjs) refuses a body over this before it is read, and
// src/features/claims/settings.ts reads the same figures.

/** One photo as the phone sends it, before resizing (a 12 MP phone photo is 3–6 MB). */
export const CLAIM_PHOTO_BYTES = 12 * 1024 * 1024;
/** The whole claim with its photos: six phone photos of 4–5 MB, and the form around them. */
export const CLAIM_UPLOAD_BYTES = 30 * 1024 * 1024;

/**
 * The body limit of the /track claim route, or undefined for any other path.
 * @param {string} path
 * @returns {number | undefined}
 */
export function claimUploadLimit(path) {
  return path === '/api/track/claims' ? CLAIM_UPLOAD_BYTES : undefined;
}
