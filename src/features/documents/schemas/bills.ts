import { z } from '@/lib/zod';
import { cleanString, optionalReason, optionalText } from '@/lib/schemas/fields';
import { businessTexts, carriageTexts } from '../content/bills';
import { gstinProblem } from '../gstin';
import { BUSINESS_LIMITS as B, CARRIAGE_LIMITS as L } from '../settings/bills';

const m = carriageTexts.errors;
const b = businessTexts.errors;

/** A whole number of kg or km, 1 to `max`; optional (the issue reads what is not given). */
const wholeUpTo = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();

/** The carriage fields of a lorry receipt or packing list (issue 48 point 2). */
export const carriageFields = {
  weightKg: wholeUpTo(L.weightKgMax, m.weightKg),
  distanceKm: wholeUpTo(L.distanceKmMax, m.distanceKm),
};

/**
 * A customer's GSTIN, checked as the GST portal would: its shape, a real state code, and its
 * check character (./gstin.ts). Spaces are dropped and letters raised, as people type them.
 */
export const gstinField = cleanString()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: b.gstin[problem] });
  })
  .optional()
  .transform((value) => value || undefined);

/** A business invoice's buyer (issue 48 point 1): the employer or bank that pays the move. */
export const businessFields = {
  billTo: optionalReason(B.billTo, b.billTo),
  billAddress: optionalReason(B.billAddress, b.billAddress, true),
  poNumber: optionalText(B.poNumber, b.poNumber),
  reverseCharge: z.boolean({ error: b.reverseCharge }).optional(),
};

/**
 * Reverse charge is for a registered buyer only: it needs the GSTIN the tax is paid under; a
 * billing address belongs to a business name.
 */
export function businessProblems(input: {
  gstin?: string;
  reverseCharge?: boolean;
  billTo?: string;
  billAddress?: string;
}): { path: string; message: string }[] {
  return [
    ...(input.reverseCharge && !input.gstin
      ? [{ path: 'gstin', message: b.reverseChargeNeedsGstin }]
      : []),
    ...(input.billAddress && !input.billTo ? [{ path: 'billTo', message: b.billTo }] : []),
  ];
}
