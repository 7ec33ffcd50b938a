import { CLAIM_PHOTO_BYTES, CLAIM_UPLOAD_BYTES } from './body-limits.mjs';

/**
 * Claims (issue 48 point 4). The notice period: the Carriage by Road Act 2007, s. 16, bars a
 * suit unless notice of the claim reached the carrier within 180 days of the booking, so a
 * claim is taken from /track until then (counted from the move date, else the day of the
 * booking). A change here is a change of the firm's terms: agree it with its lawyer.
 */
export const claimSettings = {
  noticeDays: 180,
  /** Items per claim, and the most a claim may ask (₹10 lakh: above it, a surveyor's case). */
  maxItems: 20,
  maxAskedPaise: 100_000_000,
  /** Photos of one item, and of the whole claim (a surveyor asks for more if needed). */
  photosPerItem: 3,
  photosPerClaim: 6,
  /** One photo as sent, and the whole request with its photos (body-limits.mjs). */
  photoBytes: CLAIM_PHOTO_BYTES,
  uploadBytes: CLAIM_UPLOAD_BYTES,
  /** A photo as kept (as the crew's: src/server/media/image.ts), and its thumbnail on /track. */
  photo: { maxSide: 1600, quality: 75 },
  thumb: { maxSide: 320, quality: 70 },
} as const;

export const CLAIM_LIMITS = { description: 2000, label: 120, damage: 300, note: 1000 } as const;
