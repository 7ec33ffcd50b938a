import { z } from '@/lib/zod';
import { QUOTATION_LIMITS as L, quotationValidation as m } from '@/content/firm-quotation';

/** The customer's "Ask for a change": what they would like different. */
export const quotationChangeSchema = z.object({
  message: z.string({ error: m.message }).trim().min(3, m.message).max(L.message, m.messageTooLong),
});
