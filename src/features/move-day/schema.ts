import { z } from '@/lib/zod';
import { isIsoDate } from '@/lib/dates';
import { cleanString, optionalReason, optionalText, requiredText } from '@/lib/schemas/fields';
import { milestoneErrors as e } from './content';
import { MILESTONE_KINDS, PHOTO_STAGES } from './milestones';
import { MOVE_DAY_LIMITS as L } from './settings';
import { paymentSchema } from '@/lib/schemas/payment';
import { paymentTexts } from '@/content/payments';

/** A time the phone says a step happened: ISO with an offset, not ahead of the server by >5 min. */
const pastTime = cleanString(e.at)
  .max(40, e.at)
  .refine((value) => {
    const at = Date.parse(value);
    return /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(at) && at <= Date.now() + 300_000;
  }, e.at)
  .transform((value) => new Date(Date.parse(value)).toISOString());

/**
 * POST /api/admin/leads/bookings/{id}/milestones: {kind, note?, expectedDeliveryOn? (with
 * `loaded` only, and then required), at? (when taken offline)}.
 */
export const milestoneSchema = z
  .object({
    kind: z.enum(MILESTONE_KINDS, { error: e.kind }),
    note: optionalText(L.noteChars, e.note(L.noteChars)),
    expectedDeliveryOn: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      cleanString(e.expectedDeliveryOn).refine(isIsoDate, e.expectedDeliveryOn).optional(),
    ),
    at: pastTime.optional(),
  })
  .strict()
  .refine((v) => v.kind !== 'loaded' || v.expectedDeliveryOn !== undefined, {
    message: e.deliveryNeeded,
    path: ['expectedDeliveryOn'],
  })
  .refine((v) => v.kind === 'loaded' || v.expectedDeliveryOn === undefined, {
    message: e.deliveryOnlyLoaded,
    path: ['expectedDeliveryOn'],
  });
export type MilestoneInput = z.infer<typeof milestoneSchema>;

/** Beside `status: 'done'` on PATCH …/bookings/{id}: the owner's override of the move day. */
export const forceDoneFields = {
  force: z.literal(true, { error: e.forceReason }).optional(),
  reason: optionalReason(L.reasonChars, e.forceReason),
};

/** The move day's crew accounts (`crew.memberIds`). */
export const crewMemberIds = z
  .array(z.uuid({ error: e.memberUnknown }), { error: e.memberUnknown })
  .max(L.crewMembers, e.memberUnknown);

/**
 * POST …/bookings/{id}/collections: the balance the crew collects on the day, cash or UPI
 * (UPI with its reference), never above what is due; recorded as a `balance` payment today.
 */
export const collectionSchema = z
  .object({
    amountPaise: paymentSchema.shape.amountPaise,
    mode: z.enum(['cash', 'upi'], { error: paymentTexts.errors.mode }),
    reference: paymentSchema.shape.reference,
  })
  .strict();
export type CollectionInput = z.infer<typeof collectionSchema>;
/** POST …/signatures: {stage, name, png: a data:image/png;base64 URL}. */
export const signatureSchema = z
  .object({
    stage: z.enum(PHOTO_STAGES, { error: e.stage }),
    name: requiredText(e.signerName, 100, e.signerName),
    png: cleanString(e.png)
      .max(L.signatureDataUrlChars, e.png)
      .refine((value) => value.startsWith('data:image/png;base64,'), e.png),
  })
  .strict();

/** The photo form's fields beside the file (multipart). */
export const photoFieldsSchema = z
  .object({
    stage: z.enum(PHOTO_STAGES, { error: e.stage }),
    itemId: optionalText(80, e.item),
    note: optionalText(L.noteChars, e.note(L.noteChars)),
  })
  .strict();
