import { z } from '@/lib/zod';
import { trackValidation as m } from '@/features/tracking/content';
import type { TrackKind } from '@/features/leads';
import { LEAD_KINDS } from '@/features/leads';
import { normalizeIndianPhone } from '@/lib/phone';
import { cleanString } from '@/lib/schemas/fields';
import { FIELD_LIMITS } from '@/lib/schemas/limits';

/** The kinds a customer can track: every kind but the newsletter sign-up. */
export const TRACK_KINDS = ['booking', 'quote', 'contact'] as const satisfies TrackKind[];

/** The kind a reference names by its prefix (BK-… a booking), if it is one that can be tracked. */
export function trackKindOf(reference: string): TrackKind | undefined {
  return TRACK_KINDS.find((kind) => reference.startsWith(`${LEAD_KINDS[kind].referencePrefix}-`));
}

// Same alphabet as server/leads/reference.ts: no 0/O, 1/I/L.
const REFERENCE = /^[A-Z]{2}-[2-9A-HJKMNP-Z]{6}$/;

/**
 * A reference as people copy it or read it out: any letter case, spaces or a missing hyphen
 * ("bk 7q2m9x", "BK7Q2M9X") all mean BK-7Q2M9X.
 */
export function normalizeReference(raw: string): string {
  const compact = raw.replace(/[\s\-–—]/g, '').toUpperCase();
  return compact.length === 8 ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
}

/** The phone number or email the request was sent with, in the form it was stored. */
export type TrackContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const reference = cleanString(m.referenceRequired)
  .min(1, m.referenceRequired)
  .max(40, m.referenceInvalid)
  .transform(normalizeReference)
  .refine((value) => REFERENCE.test(value) && trackKindOf(value) !== undefined, m.referenceInvalid);

const contact = cleanString(m.contactRequired)
  .min(1, m.contactRequired)
  .max(FIELD_LIMITS.email, m.contactInvalid)
  .transform((value, ctx): TrackContact => {
    if (value.includes('@')) {
      if (z.email().safeParse(value).success) return { kind: 'email', value: value.toLowerCase() };
    } else {
      const phone = normalizeIndianPhone(value);
      if (phone) return { kind: 'phone', value: phone };
    }
    ctx.addIssue({ code: 'custom', message: m.contactInvalid });
    return z.NEVER;
  });

/** GET /api/track and the /track page: `reference` and `contact` (phone or email). */
export const trackLookupSchema = z.object({ reference, contact });

export type TrackField = keyof z.input<typeof trackLookupSchema>;
