'use server';

import { newsletterForm } from '@/content/newsletter';
import { newsletterFields, type NewsletterFormState } from '@/lib/forms/newsletter-form';
import { createSubscription } from '@/server/leads/create-subscription';
import { submitLeadForm } from './lead-form';

/** The footer newsletter box's server entry, on every page. */
export async function subscribeNewsletter(
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  return submitLeadForm(formData, {
    kind: 'newsletter sign-up',
    fields: newsletterFields,
    create: createSubscription,
    failed: newsletterForm.messages.failed,
  });
}
