'use server';

import { headers } from 'next/headers';
import { bookingPage } from '@/features/leads/content/booking';
import { contactForm } from '@/features/leads/content/contact';
import { carriedEstimateTexts } from '@/features/estimate/content/carried-estimate';
import { formMessages } from '@/content/forms';
import { newsletterForm } from '@/features/leads/content/newsletter';
import { quoteForm, quotePopup } from '@/features/leads/content/quote-request';
import { estimateValidUntil } from '@/features/estimate';
import {
  bookingFields,
  bookingFixFields,
  type BookingFormState,
} from '@/features/leads/forms/booking-form';
import { contactFields, type ContactFormState } from '@/features/leads/forms/contact-form';
import { newsletterFields, type NewsletterFormState } from '@/features/leads/forms/newsletter-form';
import { quoteFormFields, type QuoteFormState } from '@/features/leads/forms/quote-form';
import {
  quotePopupFields,
  type QuotePopupFormState,
} from '@/features/leads/forms/quote-popup-form';
import { echoOf, valuesFrom, type FormState } from '@/lib/forms/state';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import type { FieldErrors } from '@/lib/schemas/errors';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { asForm } from '@/server/http/as-form';
import { clientAddress } from '@/server/http/client-address';
import { visitSourceOfForm } from '@/features/leads/server/visit-source';
import { createLead } from '@/features/leads/server/create-lead';
import { isIdempotencyKey } from '@/features/leads/server/lead-submission';
import { customerEmailsEnabled } from '@/features/leads/server/customer-email';

// The pages' lead forms, with or without JavaScript: each action names its kind and form, and
// submitLeadForm below hands the values to the lead core (server/leads/create-lead.ts).

/** The booking page's form. */
export async function submitBooking(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  return submitLeadForm(formData, {
    kind: 'booking',
    fields: bookingFields,
    carried: ['estimate'],
    failed: bookingPage.messages.failed,
    fixFields: bookingFixFields,
  });
}

/** The contact form (the /contact page and the home page). */
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

/** The full quotation form (/services/quotation). */
export async function submitQuoteForm(
  _previous: QuoteFormState,
  formData: FormData,
): Promise<QuoteFormState> {
  return submitLeadForm(formData, {
    kind: 'quote',
    fields: quoteFormFields,
    carried: ['estimate'],
    fixed: { source: 'quotation' },
    failed: quoteForm.messages.failed,
  });
}

/** The /quote pop-up. */
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

/** The footer newsletter box, on every page. */
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

interface LeadForm<Field extends string> {
  kind: LeadKind;
  fields: readonly Field[];
  /** Values the form fixes rather than asks for (a quote request's source). */
  fixed?: Record<string, string>;
  /**
   * Hidden fields passed on when the form sends them (the `estimate` a visitor brought from
   * /estimate). They are not the visitor's to edit, so they are not among the values.
   */
  carried?: readonly string[];
  /** The alert when the store fails. */
  failed: string;
  /** The alert for field errors; "please correct the highlighted fields" unless given. */
  fixFields?(fieldErrors: FieldErrors<Field>): string;
}

/**
 * The body of every lead form's server action, with or without JavaScript: the typed values
 * always come back, so nothing the visitor wrote is lost, whatever the outcome.
 */
async function submitLeadForm<Field extends string>(
  formData: FormData,
  form: LeadForm<Field>,
): Promise<FormState<Field>> {
  formData = asForm(formData);
  const sent = valuesFrom(formData, form.fields);
  const values = echoOf(sent);
  const key = formData.get('idempotencyKey');
  const carried = Object.fromEntries(
    (form.carried ?? []).flatMap((name) => {
      const value = formData.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const requestHeaders = await headers();
  const input = {
    ...sent,
    ...carried,
    ...form.fixed,
    attribution: visitSourceOfForm(formData, requestHeaders),
    // The locale of the page the form is on (a hidden field; absent on English pages).
    language: formData.get('language'),
    [HONEYPOT_FIELD]: formData.get(HONEYPOT_FIELD),
  };
  try {
    const result = await createLead(form.kind, input, {
      clientAddress: clientAddress(requestHeaders),
      idempotencyKey: isIdempotencyKey(key) ? key : undefined,
    });
    if (result.ok) {
      return {
        ok: true,
        values,
        fieldErrors: {},
        reference: result.lead.reference,
        // Known for a lead stored now (the recipient's daily cap may have skipped it); a
        // replayed attempt was confirmed, or not, the first time.
        emailed: result.confirmed ?? customerEmailsEnabled(),
        // The same day the stored snapshot holds until: both are taken during this request.
        ...(carried.estimate ? { estimateValidUntil: estimateValidUntil() } : {}),
      };
    }
    if (result.reason === 'idempotency_mismatch') {
      return { ok: false, values, fieldErrors: {}, formError: formMessages.idempotencyMismatch };
    }
    if (result.reason === 'rate_limited') {
      const formError = formMessages.rateLimited(result.retryAfterSeconds);
      return { ok: false, values, fieldErrors: {}, formError };
    }
    const fieldErrors = result.fieldErrors as FieldErrors<Field>;
    // A refused estimate has no field on the form to mark; the alert says what to do.
    const formError =
      'estimate' in result.fieldErrors
        ? carriedEstimateTexts.invalid
        : (form.fixFields?.(fieldErrors) ?? formMessages.fixFields);
    return { ok: false, values, fieldErrors, formError };
  } catch (error) {
    console.error(`[leads] saving a ${LEAD_KINDS[form.kind].labels.one} failed:`, error);
    return { ok: false, values, fieldErrors: {}, formError: form.failed };
  }
}
