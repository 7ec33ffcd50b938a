import { z } from '@/lib/zod';
import { MAX_CREW, moveSlots } from '@/features/move-day/settings';
import { moveDayTexts as t } from '@/features/move-day/content';
import { vehicles } from '@/features/survey/settings';
import {
  cleanString,
  cleanText,
  hasVisibleText,
  optionalIndianPhone,
  optionalReason,
  optionalText,
  requiredText,
} from '@/lib/schemas/fields';
import { isIsoDate } from '@/lib/dates';
import { milestoneErrors as e } from './content';
import { MILESTONE_KINDS, PHOTO_STAGES } from './milestones';
import { MOVE_DAY_LIMITS as L } from './settings';
import { paymentSchema } from '@/features/payments/schema';
import { paymentTexts } from '@/features/payments/content';

/** The move day's crew accounts (`crew.memberIds`). */
export const crewMemberIds = z
  .array(z.uuid({ error: e.memberUnknown }), { error: e.memberUnknown })
  .max(L.crewMembers, e.memberUnknown);

const SLOT_IDS = moveSlots.map((slot) => slot.id) as [string, ...string[]];
const VEHICLE_IDS = vehicles.map((vehicle) => vehicle.id) as [string, ...string[]];

/**
 * An empty field (or one of only spaces and invisible characters) clears what was set (null); a
 * field left out keeps it (undefined).
 */
const emptyToNull = (value: unknown) =>
  typeof value === 'string' && !hasVisibleText(cleanText(value, true)) ? null : value;

const text = (max: number, multiline = false) =>
  z.preprocess(emptyToNull, cleanString(undefined, multiline).max(max, t.tooLong(max)).nullable());

/**
 * A booking's move day, as PATCH /api/admin/leads/bookings/{id} takes it beside status,
 * assignee and follow-up (and the lead page's Move-day card sends it): any of slot, vehicle,
 * crew {count, names}, driver {name, phone}, crewNotes, confirmed. Null or an empty string
 * clears a field; a field left out stays as it is.
 */
export const moveDayChangeSchema = z
  .object({
    slot: z.preprocess(emptyToNull, z.enum(SLOT_IDS, { error: t.slot }).nullable()).optional(),
    vehicle: z
      .preprocess(emptyToNull, z.enum(VEHICLE_IDS, { error: t.vehicle }).nullable())
      .optional(),
    crew: z
      .object(
        {
          count: z.preprocess(
            emptyToNull,
            // A number, never digits in a string: the lead page's form adapter reads it.
            z
              .number({ error: t.crewCount })
              .int(t.crewCount)
              .min(1, t.crewCount)
              .max(MAX_CREW, t.crewCount)
              .nullable(),
          ),
          names: text(300).optional(),
          /** The crew's accounts (issue 47): they see this move on their phones. */
          memberIds: crewMemberIds.optional(),
        },
        { error: t.crewCount },
      )
      .strict()
      .nullable()
      .optional(),
    driver: z
      .object(
        {
          name: text(100),
          phone: z.preprocess(
            (value) => (value === null ? '' : value),
            optionalIndianPhone.transform((phone) => phone ?? null),
          ),
        },
        { error: t.driverName },
      )
      .strict()
      .refine((driver) => driver.phone === null || driver.name !== null, { message: t.driverName })
      .nullable()
      .optional(),
    crewNotes: text(2000, true).optional(),
    confirmed: z.boolean({ error: t.confirmedType }).optional(),
  })
  .strict();

export type MoveDayChange = z.infer<typeof moveDayChangeSchema>;

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
    // Where the phone was, when it told (browser geolocation): optional, never waited for.
    location: z
      .object(
        {
          latitude: z.number({ error: e.location }).min(-90, e.location).max(90, e.location),
          longitude: z.number({ error: e.location }).min(-180, e.location).max(180, e.location),
          accuracy: z
            .number({ error: e.location })
            .min(0, e.location)
            .max(100_000, e.location)
            .optional(),
        },
        { error: e.location },
      )
      .strict()
      .optional(),
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
