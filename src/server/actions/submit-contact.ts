'use server';

import { contactForm } from '@/content/contact';
import { contactFields, type ContactFormState } from '@/lib/forms/contact-form';
import { submitLeadForm } from './lead-form';

/** The contact form's server entry (the /contact page and the home page). */
export async function submitContact(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  return submitLeadForm(formData, {
    kind: 'contact',
    fields: contactFields,
    failed: contactForm.messages.failed,
  });
}
