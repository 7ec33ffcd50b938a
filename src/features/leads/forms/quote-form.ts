import type { QuoteFormField } from '@/features/leads/schemas/quote-form';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const quoteFormFields = [
  'name',
  'email',
  'phone',
  'moveDate',
  'origin',
  'destination',
  'moveType',
  'inventory',
] as const satisfies readonly QuoteFormField[];

export type QuoteFormState = FormState<QuoteFormField>;
export const emptyQuoteFormValues = emptyValues(quoteFormFields, { moveType: 'residential' });
export const initialQuoteFormState: QuoteFormState = initialFormState(emptyQuoteFormValues);
