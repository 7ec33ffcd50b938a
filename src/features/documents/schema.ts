import { z } from '@/lib/zod';
import { QUOTATION_LIMITS } from '@/features/quotation/settings';
import { DOCUMENT_LIMITS as L, documentErrors as m } from '@/features/documents/content';
import { gstStates } from '@/features/documents/settings/gst-states';
import { staffIssuedKinds } from '@/features/documents/kinds';
import { cleanString, optionalReason, optionalText } from '@/lib/schemas/fields';
import {
  businessFields,
  carriageFields,
  businessProblems,
  gstinField,
} from '@/features/documents/schemas/bills';

/** An Indian registration plate without spaces: OD02AB1234, DL1CAB1234, 22BH1234AA. */
const VEHICLE = /^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/;

/**
 * What staff send to issue a document (POST /api/admin/leads/{type}/{id}/documents; the lead
 * page's form). What each kind needs is checked here; what depends on the move (an accepted
 * quotation, the payment, the invoice) where the move is read, in the issuing transaction.
 */
export const documentSchema = z
  .object({
    kind: z.enum(staffIssuedKinds, { error: m.kind }),
    paymentId: optionalText(64, m.payment),
    invoiceId: optionalText(64, m.invoice),
    reason: optionalReason(L.reason, m.reason, true),
    vehicleNumber: cleanString()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .refine((value) => value === '' || VEHICLE.test(value), m.vehicle)
      .optional()
      .transform((value) => value || undefined),
    driver: optionalReason(L.driver, m.driver),
    gstin: gstinField,
    placeOfSupply: cleanString()
      .refine((value) => value === '' || value in gstStates, m.state)
      .optional()
      .transform((value) => value || undefined),
    declaredValuePaise: z
      .number({ error: m.value })
      .int(m.value)
      .min(0, m.value)
      .max(QUOTATION_LIMITS.totalMaxPaise * 100, m.value)
      .optional(),
    freightPaid: z.boolean().optional(),
    risk: z.enum(['owner', 'carrier']).optional(),
    ...carriageFields,
    ...businessFields,
  })
  .superRefine((input, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    for (const { path, message } of businessProblems(input)) missing(path, message);
    if (input.kind === 'receipt' && !input.paymentId) missing('paymentId', m.payment);
    if (input.kind === 'credit-note') {
      if (!input.invoiceId) missing('invoiceId', m.invoice);
      if (!input.reason) missing('reason', m.reason);
    }
    if (input.kind === 'lr') {
      if (!input.vehicleNumber) missing('vehicleNumber', m.vehicle);
      if (!input.driver) missing('driver', m.driver);
      if (input.declaredValuePaise === undefined) missing('declaredValuePaise', m.value);
    }
  });

export type DocumentInput = z.infer<typeof documentSchema>;
