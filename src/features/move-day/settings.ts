import { PHOTO_BYTES, SIGNATURE_DATA_URL_CHARS } from './body-limits.mjs';
/** The move day's rules as data: arrival windows and the largest crew (checked at start). */

/** Two-hour arrival windows; the id is the start (HH:MM), so the ids sort as times do. */
export const moveSlots = [
  { id: '07:00', label: '7–9 am' },
  { id: '09:00', label: '9–11 am' },
  { id: '11:00', label: '11 am–1 pm' },
  { id: '13:00', label: '1–3 pm' },
  { id: '15:00', label: '3–5 pm' },
  { id: '17:00', label: '5–7 pm' },
  { id: '19:00', label: '7–9 pm' },
] as const satisfies readonly { id: string; label: string }[];

/** The most people one move sends (crewRule in content/inventory.ts: 8 per truck, a few trucks). */
export const MAX_CREW = 30;

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
  /** The longest side of a photo's thumbnail on /track, in pixels (2× a 160 px tile). */
  thumbnailSide: 320,
  /** JPEG quality of a stored photo. */
  photoQuality: 75,
  /** A signature's data URL (body-limits.mjs). */
  signatureDataUrlChars: SIGNATURE_DATA_URL_CHARS,
  /** Signatures per move (pickup and delivery, a few tries). */
  signaturesPerMove: 10,
} as const;
