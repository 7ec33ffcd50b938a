import { z } from '@/lib/zod';
import { QUOTATION_LIMITS as L, quotationValidation as m } from '@/content/firm-quotation';

/**
 * The customer's "Accept and book": the version they read and its total (what they agree to
 * pay, so an acceptance binds to the price shown), their typed name, the terms ticked.
 */
export const quotationAcceptSchema = z.object({
  version: z.coerce.number({ error: m.version }).int(m.version).min(1, m.version),
  totalPaise: z.coerce.number({ error: m.acceptTotal }).int(m.acceptTotal).min(0, m.acceptTotal),
  name: z.string({ error: m.name }).trim().min(2, m.name).max(L.name, m.nameTooLong),
  agree: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: m.agree }),
});
