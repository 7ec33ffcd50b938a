import type { QuotationField } from '@/features/leads/schemas/quote-form';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const quotationFields = [
  'name',
  'email',
  'phone',
  'moveDate',
  'origin',
  'destination',
  'moveType',
  'inventory',
] as const satisfies readonly QuotationField[];

export type QuotationFormState = FormState<QuotationField>;
export const emptyQuotationValues = emptyValues(quotationFields, { moveType: 'residential' });
export const initialQuotationState: QuotationFormState = initialFormState(emptyQuotationValues);
