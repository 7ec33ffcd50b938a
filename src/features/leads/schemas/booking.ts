import { z } from '@/lib/zod';
import { bookingServiceSlugs } from '@/features/leads/content/booking';
import { validationMessages as m } from '@/content/validation';
import { estimateInputsField } from '@/features/estimate/schema';
import {
  emailAddress,
  indianPhone,
  optionalLine,
  optionalLongText,
  personName,
  upcomingDate,
} from '@/lib/schemas/fields';
import { FIELD_LIMITS } from '@/lib/schemas/limits';

const city = optionalLine(FIELD_LIMITS.shortText, m.fieldTooLong);
const area = optionalLine(FIELD_LIMITS.shortText, m.fieldTooLong);
const address = optionalLine(FIELD_LIMITS.address, m.addressTooLong);

/**
 * The booking form's fields. Pickup and drop are optional, each as three flat fields (a form
 * control apiece, so an error names the control); a place given at all needs its city.
 */
const bookingFormSchema = z
  .object({
    name: personName,
    email: emailAddress,
    phone: indianPhone,
    service: z.enum(bookingServiceSlugs, { error: m.serviceRequired }),
    date: upcomingDate,
    pickupCity: city,
    pickupArea: area,
    pickupAddress: address,
    dropCity: city,
    dropArea: area,
    dropAddress: address,
    message: optionalLongText,
    estimate: estimateInputsField.optional(),
    // What is left of a `pickup`/`drop` that is not a place object (see flattenPlaces).
    pickup: z.never({ error: m.placeInvalid }).optional(),
    drop: z.never({ error: m.placeInvalid }).optional(),
  })
  .superRefine((booking, ctx) => {
    if (!booking.pickupCity && (booking.pickupArea || booking.pickupAddress))
      ctx.addIssue({ code: 'custom', path: ['pickupCity'], message: m.pickupCityRequired });
    if (!booking.dropCity && (booking.dropArea || booking.dropAddress))
      ctx.addIssue({ code: 'custom', path: ['dropCity'], message: m.dropCityRequired });
  });

/**
 * POST /api/bookings sends `pickup` and `drop` as `{city, area?, address?}` (design.md); they
 * are read as the form's flat fields, so one schema judges both. Anything else under those
 * keys stays there and is refused. Typed as the form's input (what the form sends); at run time
 * any body comes through here.
 */
function flattenPlaces(input: BookingInput): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const flat: Record<string, unknown> = { ...input };
  for (const place of ['pickup', 'drop'] as const) {
    const value = flat[place];
    if (value === undefined || value === null) {
      delete flat[place];
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value)) continue;
    delete flat[place];
    const { city, area, address } = value as Record<string, unknown>;
    Object.assign(flat, {
      [`${place}City`]: city ?? '',
      [`${place}Area`]: area,
      [`${place}Address`]: address,
    });
  }
  return flat;
}

export const bookingSchema = z.preprocess(flattenPlaces, bookingFormSchema);

export type BookingInput = z.input<typeof bookingFormSchema>;
export type Booking = z.output<typeof bookingSchema>;
/** The fields the booking form shows; `estimate` rides in a hidden field (carried, not typed). */
export type BookingField = Exclude<keyof BookingInput, 'estimate' | 'pickup' | 'drop'>;
