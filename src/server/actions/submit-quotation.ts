'use server';

import { quotationForm } from '@/content/quote';
import { quotationFields, type QuotationFormState } from '@/lib/forms/quotation-form';
import { submitLeadForm } from './lead-form';

/** The full quotation form's server entry (/services/quotation). */
export async function submitQuotation(
  _previous: QuotationFormState,
  formData: FormData,
): Promise<QuotationFormState> {
  return submitLeadForm(formData, {
    kind: 'quote',
    fields: quotationFields,
    carried: ['estimate'],
    fixed: { source: 'quotation' },
    failed: quotationForm.messages.failed,
  });
}
