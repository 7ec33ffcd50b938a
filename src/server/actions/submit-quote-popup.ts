'use server';

import { quotePopup } from '@/content/quote';
import { quotePopupFields, type QuotePopupFormState } from '@/lib/forms/quote-popup-form';
import { submitLeadForm } from './lead-form';

/** The /quote pop-up's server entry. */
export async function submitQuotePopup(
  _previous: QuotePopupFormState,
  formData: FormData,
): Promise<QuotePopupFormState> {
  return submitLeadForm(formData, {
    kind: 'quote',
    fields: quotePopupFields,
    fixed: { source: 'popup' },
    failed: quotePopup.messages.failed,
  });
}
