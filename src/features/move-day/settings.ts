import { PHOTO_BYTES, SIGNATURE_DATA_URL_CHARS } from './body-limits.mjs';

/**
 * The move day's limits (issue 47): what one move may hold and how big a thing the crew's
 * phone may send. Changed here, never in code elsewhere.
 */
export const MOVE_DAY_LIMITS = {
  /** A milestone's or photo's note. */
  noteChars: 500,
  /** The owner's reason for marking a move done before its day. */
  reasonChars: 300,
  /** Crew accounts on one move. */
  crewMembers: 30,
  /** A photo as sent by the phone, before resizing (body-limits.mjs). */
  photoBytes: PHOTO_BYTES,
  /** Photos kept per move (pickup and delivery together). */
  photosPerMove: 60,
  /** The longest side of a stored photo, in pixels. */
  photoMaxSide: 1600,
  /** JPEG quality of a stored photo. */
  photoQuality: 75,
  /** A signature's data URL (body-limits.mjs). */
  signatureDataUrlChars: SIGNATURE_DATA_URL_CHARS,
  /** Signatures per move (pickup and delivery, a few tries). */
  signaturesPerMove: 10,
} as const;
