import { z } from '@/lib/zod';
import { QUOTATION_LIMITS as L, quotationValidation as m } from '@/content/firm-quotation';
import { requiredText } from './fields';

/** The customer's "Accept and book": the version they read, their typed name, the terms ticked. */
export const quotationAcceptSchema = z.object({
  // A number, never digits in a string: the page's form adapter reads its field into one.
  version: z.number({ error: m.version }).int(m.version).min(1, m.version),
  name: requiredText(m.name, L.name, m.nameTooLong).min(2, m.name),
  agree: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: m.agree }),
});
