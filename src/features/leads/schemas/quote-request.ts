import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { quoteFormSchema } from './quote-form';
import { quotePopupSchema } from './quote-popup';

/** POST /api/quotes: either form's fields, told apart by `source`. */
export const quoteRequestSchema = z.discriminatedUnion(
  'source',
  [quoteFormSchema, quotePopupSchema],
  {
    error: (issue) => (issue.code === 'invalid_union' ? m.quoteSourceInvalid : undefined),
  },
);

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
