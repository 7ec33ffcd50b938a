import { z } from '@/lib/zod';
import { carriageTexts } from './content';
import { CARRIAGE_LIMITS as L } from './settings';

const m = carriageTexts.errors;

/** A whole number of kg or km, 1 to `max`; optional (the issue reads what is not given). */
const wholeUpTo = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();

/** The carriage fields of a lorry receipt or packing list (issue 48 point 2). */
export const carriageFields = {
  weightKg: wholeUpTo(L.weightKgMax, m.weightKg),
  distanceKm: wholeUpTo(L.distanceKmMax, m.distanceKm),
};
