import type { QuotePopupField } from '@/features/leads/schemas/quote-popup';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const quotePopupFields = [
  'name',
  'email',
  'phone',
  'service',
] as const satisfies readonly QuotePopupField[];
export type QuotePopupFormState = FormState<QuotePopupField>;
export const emptyQuotePopupValues = emptyValues(quotePopupFields);
export const initialQuotePopupState: QuotePopupFormState = initialFormState(emptyQuotePopupValues);
