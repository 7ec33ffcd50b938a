'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useState } from 'react';
import * as contactText from '@/features/leads/content/contact';
import {
  contactFields,
  emptyContactValues,
  initialContactState,
  type ContactFormState,
} from '@/features/leads/forms/contact-form';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { submitContact } from '@/features/leads/server/actions/lead-forms';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { EmailField, NameField, PhoneField, TextAreaField } from '@/components/ui/Field';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { Honeypot } from '@/components/ui/Honeypot';
import { PageLanguageField } from '@/components/ui/PageLanguageField';
import { LeadOutcome } from '@/features/tracking/ui/LeadOutcome';
import { ContactSuccess } from './ContactSuccess';
import { useTexts } from '@/lib/i18n/client-texts';

const ID = 'contact';

/**
 * The contact form (the /contact page and the home page). It shows "Sending..." for as long
 * as the request really takes, then a success screen with the reference that gives way to an
 * empty form after 3 s or on "Send Another Message".
 */
export function ContactForm() {
  const { contactForm } = useTexts(contactText);
  const form = useLeadForm({
    idPrefix: ID,
    fields: contactFields,
    loadSchema: () => import('@/features/leads/schemas/contact').then((m) => m.contactSchema),
    action: submitContact,
    initial: initialContactState,
    empty: emptyContactValues,
    failed: contactForm.messages.failed,
  });
  const { state, pending, hydrated, field, answeredWithoutScript } = form;
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState<ContactFormState | null>(null);
  const succeeded = state.ok && state !== dismissed;
  const { labels, hints, buttons, success } = contactForm;

  function showForm(focusName: boolean) {
    setDismissed(state);
    form.reset();
    if (focusName) form.focusOn(`${ID}-name`);
  }

  const returnToForm = useEffectEvent(() => {
    // Take focus along only if it is still on the success screen that goes away.
    const active = document.activeElement;
    showForm(!active || active === document.body || Boolean(active.closest(`#${ID}-success`)));
  });

  useEffect(() => {
    if (!succeeded || !hydrated) return;
    document.getElementById(`${ID}-success-heading`)?.focus();
    const timer = setTimeout(returnToForm, contactText.contactForm.returnAfterMs);
    return () => clearTimeout(timer);
  }, [succeeded, hydrated]);

  return (
    <div id={`${ID}-form`} className="relative scroll-mt-24">
      {succeeded ? (
        <ContactSuccess
          id={`${ID}-success`}
          reference={state.reference}
          email={state.values.email}
          emailed={state.emailed}
          autoFocus={answeredWithoutScript}
          onAnother={hydrated ? () => showForm(true) : undefined}
          anotherHref={`${pathname}?message=new#${ID}-form`}
        />
      ) : (
        <form {...form.formProps} className="space-y-5">
          <LeadOutcome
            kind="contact"
            form={form}
            success={state.ok ? success.sentNote(state.reference ?? '') : undefined}
          />
          <Honeypot />
          <PageLanguageField />
          <NameField {...field('name')} label={labels.name} />
          <EmailField {...field('email')} label={labels.email} />
          <PhoneField
            {...field('phone')}
            label={labels.phone}
            hint={hints.phone}
            required={false}
          />
          <TextAreaField
            {...field('message')}
            label={labels.message}
            hint={hints.message}
            maxLength={FIELD_LIMITS.longText}
            rows={5}
            required
          />
          <SubmitButton
            pending={pending}
            label={buttons.send}
            sendingLabel={buttons.sending}
            className="w-full sm:w-auto"
          />
        </form>
      )}
    </div>
  );
}
