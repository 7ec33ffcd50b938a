import { z } from '@/lib/zod';
import { QUOTATION_LIMITS as L } from '@/features/quotation/settings';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';
import { requiredText } from '@/lib/schemas/fields';

/**
 * The customer's "Accept and book": the version they read and its total (what they agree to
 * pay, so an acceptance binds to the price shown), their typed name, the terms ticked.
 */
export const quotationAcceptSchema = z.object({
  // Numbers, never digits in a string: the page's form adapter reads its fields into them.
  version: z.number({ error: m.version }).int(m.version).min(1, m.version),
  totalPaise: z.number({ error: m.acceptTotal }).int(m.acceptTotal).min(0, m.acceptTotal),
  name: requiredText(m.name, L.name, m.nameTooLong).min(2, m.name),
  agree: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: m.agree }),
});
