import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { emailAddress, optionalIndianPhone, personName, shortText } from '@/lib/schemas/fields';

/** The timed quick-quote pop-up on /quote: who, which service in free text, and a phone if given. */
export const quotePopupSchema = z.object({
  source: z.literal('popup'),
  name: personName,
  email: emailAddress,
  phone: optionalIndianPhone,
  service: shortText(m.quoteServiceRequired),
});

export type QuotePopupInput = z.input<typeof quotePopupSchema>;
export type QuotePopupField = Exclude<keyof QuotePopupInput, 'source'>;
