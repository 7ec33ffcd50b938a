import { z } from '@/lib/zod';
import { moveTypes } from '@/features/leads/content/quote-request';
import { validationMessages as m } from '@/content/validation';
import {
  emailAddress,
  indianPhone,
  optionalLongText,
  personName,
  shortText,
  upcomingDate,
} from '@/lib/schemas/fields';
import { estimateInputsField } from '@/features/estimate/schema';

const moveTypeValues = moveTypes.map((type) => type.value) as [
  (typeof moveTypes)[number]['value'],
  ...(typeof moveTypes)[number]['value'][],
];

/** The full quotation form (/services/quotation). */
export const quoteFormSchema = z.object({
  source: z.literal('quotation'),
  name: personName,
  email: emailAddress,
  phone: indianPhone,
  moveDate: upcomingDate,
  origin: shortText(m.originRequired),
  destination: shortText(m.destinationRequired),
  moveType: z.enum(moveTypeValues, { error: m.moveTypeRequired }).default('residential'),
  inventory: optionalLongText,
  estimate: estimateInputsField.optional(),
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
/** The fields a visitor fills in (the source is fixed by the form). */
export type QuoteFormField = Exclude<keyof QuoteFormInput, 'source' | 'estimate'>;
