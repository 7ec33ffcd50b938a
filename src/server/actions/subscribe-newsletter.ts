'use server';

import { newsletterForm } from '@/content/newsletter';
import { newsletterFields, type NewsletterFormState } from '@/lib/forms/newsletter-form';
import { submitLeadForm } from './lead-form';

/** The footer newsletter box's server entry, on every page. */
export async function subscribeNewsletter(
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  return submitLeadForm(formData, {
    kind: 'subscriber',
    fields: newsletterFields,
    failed: newsletterForm.messages.failed,
  });
}
