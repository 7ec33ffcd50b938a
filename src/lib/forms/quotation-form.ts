import type { QuotationField } from '@/lib/schemas/quotation';
import { emptyValues, initialFormState, type FormState } from './state';

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
