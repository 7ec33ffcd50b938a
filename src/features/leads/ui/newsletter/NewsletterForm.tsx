'use client';

import { useEffect, useEffectEvent, useId, useLayoutEffect, type ReactNode } from 'react';
import * as newsletterText from '@/features/leads/content/newsletter';
import { initialNewsletterState, newsletterFields } from '@/features/leads/forms/newsletter-form';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { subscribeNewsletter } from '@/features/leads/server/actions/lead-forms';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Honeypot } from '@/components/ui/Honeypot';
import { PageLanguageField } from '@/components/ui/PageLanguageField';
import { useTexts } from '@/lib/i18n/client-texts';

/*
 * Light by default; inside a <footer> or any [data-surface=dark] container (the site's navy
 * footer) the same markup switches to light-on-dark text, through these custom properties.
 */
const palette =
  '[--nl-text:var(--color-slate-900)] [--nl-muted:var(--color-slate-600)] [--nl-error:var(--color-red-700)] ' +
  '[--nl-focus:var(--color-brand-600)] [--nl-ok:var(--color-green-700)] ' +
  'in-[footer,[data-surface=dark]]:[--nl-text:var(--color-white)] in-[footer,[data-surface=dark]]:[--nl-muted:var(--color-slate-300)] ' +
  'in-[footer,[data-surface=dark]]:[--nl-error:var(--color-red-200)] in-[footer,[data-surface=dark]]:[--nl-focus:var(--color-white)] ' +
  'in-[footer,[data-surface=dark]]:[--nl-ok:var(--color-green-300)]';

const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--nl-focus)';

/**
 * The newsletter box (the footer, on every page): one email, stored once per address. The
 * footer loads this code only when the box is needed (NewsletterSlot); `doneIcon` comes from
 * the server, so no icon library is part of it.
 */
export function NewsletterForm({ doneIcon }: { doneIcon?: ReactNode }) {
  const { newsletterForm } = useTexts(newsletterText);
  const prefix = `newsletter${useId().replace(/[^\w-]/g, '')}`;
  const form = useLeadForm({
    idPrefix: prefix,
    fields: newsletterFields,
    loadSchema: () => import('@/features/leads/schemas/newsletter').then((m) => m.newsletterSchema),
    action: subscribeNewsletter,
    initial: initialNewsletterState,
    empty: { email: '' },
    failed: newsletterForm.messages.failed,
  });
  const { state, pending, hydrated, problems, field, answeredWithoutScript } = form;
  const { error: emailError, ...email } = field('email');
  const confirmationId = `${prefix}-done`;

  useEffect(() => {
    if (state.ok && hydrated) document.getElementById(confirmationId)?.focus();
  }, [state, hydrated, confirmationId]);

  // React hydrates the server's HTML, which the visitor may have typed into already: the form
  // takes over what is in the field instead of emptying it at its next render.
  const adoptTyped = useEffectEvent(() => {
    const typed = (document.getElementById(email.id) as HTMLInputElement | null)?.value;
    if (typed && typed !== email.value) form.setValue('email', typed);
  });
  useLayoutEffect(() => adoptTyped(), []);

  if (state.ok) {
    const address = state.values.email.trim().toLowerCase();
    return (
      <div className={palette}>
        <p
          id={confirmationId}
          role="status"
          tabIndex={-1}
          autoFocus={answeredWithoutScript || undefined}
          className="flex items-start gap-2 font-medium text-(--nl-text) focus:outline-none"
        >
          {doneIcon}
          <span className="min-w-0 break-words">{newsletterForm.subscribed(address)}</span>
        </p>
      </div>
    );
  }

  const hintId = `${prefix}-email-hint`;
  const errorId = `${prefix}-email-error`;
  const formError = Object.keys(problems.fieldErrors).length === 0 ? problems.formError : undefined;
  return (
    <form {...form.formProps} className={`relative space-y-2 ${palette}`}>
      <label htmlFor={email.id} className="block text-sm font-semibold text-(--nl-text)">
        {newsletterForm.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...email}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          placeholder={newsletterForm.placeholder}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${hintId} ${errorId}` : hintId}
          className={
            'min-h-11 min-w-40 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
            'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 ' +
            focusRing
          }
        />
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className={`${focusRing} focus-visible:outline-(--nl-focus)!`}
        >
          {pending ? newsletterForm.buttons.sending : newsletterForm.buttons.subscribe}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-(--nl-muted)">
        {newsletterForm.hint}
      </p>
      {emailError ? (
        <p id={errorId} className="text-sm font-medium text-(--nl-error)">
          {emailError}
        </p>
      ) : null}
      <FormAlert message={pending ? undefined : formError} />
      <Honeypot />
      <PageLanguageField />
    </form>
  );
}
