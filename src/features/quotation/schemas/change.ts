import { z } from '@/lib/zod';
import { QUOTATION_LIMITS as L } from '@/features/quotation/settings';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';
import { requiredText } from '@/lib/schemas/fields';

/** The customer's "Ask for a change": what they would like different. */
export const quotationChangeSchema = z.object({
  message: requiredText(m.message, L.message, m.messageTooLong, true).min(3, m.message),
});
