import { z } from '@/lib/zod';
import { citySlugs } from '@/content/cities';
import { estimateMessages as m } from '@/features/estimate/content/estimate';
import { validationMessages } from '@/content/validation';
import { bikeTypes, carTypes, moveSizes, packingGrades, tariff } from '@/features/estimate/settings/tariff';
import { resolveDistance, type EstimateInput } from '@/features/estimate/compute-estimate';
import { cleanString, dateInRange } from '@/lib/schemas/fields';

/**
 * The inputs of an estimate as they arrive: a query string (GET /api/estimate, the /estimate
 * form without JavaScript) or the `estimate` object of a booking or quote request. Numbers may
 * come as digits in a string; an empty value counts as not given.
 */
const whole = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        cleanString()
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

const flag = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  {
    error: m.lift,
  },
);

const { limits } = tariff;

const fields = z.object({
  size: z.enum(moveSizes, { error: m.size }),
  seats: whole(tariff.office.minSeats, tariff.office.maxSeats, m.seats).optional(),
  from: z.enum(citySlugs, { error: m.from }).optional(),
  to: z.enum(citySlugs, { error: m.to }).optional(),
  km: whole(1, limits.maxKm, m.km).optional(),
  floorFrom: whole(0, limits.maxFloor, m.floor).default(0),
  liftFrom: flag.default(false),
  floorTo: whole(0, limits.maxFloor, m.floor).default(0),
  liftTo: flag.default(false),
  packing: z.enum(packingGrades, { error: m.packing }).default('standard'),
  cars: whole(0, limits.maxVehicles, m.vehicles).default(0),
  carType: z.enum(carTypes, { error: m.carType }).optional(),
  bikes: whole(0, limits.maxVehicles, m.vehicles).default(0),
  bikeType: z.enum(bikeTypes, { error: m.bikeType }).optional(),
  declaredValue: whole(0, limits.maxDeclaredValue, m.declaredValue).default(0),
  date: dateInRange(cleanString(validationMessages.dateInvalid)).optional(),
});

/**
 * Drops empty strings, so that a blank form field means "not given", and the seats of a move
 * that is not an office's: the form hides that field then, so a number left in it must neither
 * block the estimate with a message the visitor cannot see nor travel on in its address.
 */
const givenFields = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          ([name, entry]) =>
            entry !== '' &&
            entry !== undefined &&
            (name !== 'seats' || (value as { size?: unknown }).size === 'office'),
        ),
      )
    : value;

export const estimateSchema = z.preprocess(
  givenFields,
  fields.superRefine((input, ctx) => {
    if (input.size === 'office' && input.seats === undefined) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: m.seats });
    }
    if (!resolveDistance(input)) {
      const path =
        input.from && input.to ? 'km' : !input.from && input.km === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [path], message: m.route });
    }
  }),
) satisfies z.ZodType<EstimateInput, unknown>;

/**
 * The optional `estimate` of a booking or quote request: the inputs only (the server computes
 * the figures). The JSON API sends an object; the pages' forms send the /estimate query string.
 */
export const estimateInputsField = z.preprocess(
  (value) => (typeof value === 'string' ? Object.fromEntries(new URLSearchParams(value)) : value),
  estimateSchema,
);

export type EstimateField = keyof z.input<typeof fields>;
export const estimateFields = Object.keys(fields.shape) as EstimateField[];

/** The first value of each known field of a query string, for the schema. */
export function estimateQueryOf(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
) {
  const read = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  return Object.fromEntries(estimateFields.map((name) => [name, read(name)]));
}
