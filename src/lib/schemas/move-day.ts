import { z } from '@/lib/zod';
import { MAX_CREW, moveDayTexts as t, moveSlots } from '@/content/move-day';
import { vehicles } from '@/content/inventory';
import { cleanString, cleanText, hasVisibleText, optionalIndianPhone } from './fields';
import { crewMemberIds } from '@/features/move-day/schema';

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
