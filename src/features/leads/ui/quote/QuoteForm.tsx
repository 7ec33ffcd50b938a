'use client';

import * as quoteRequestText from '@/features/leads/content/quote-request';
import { latestDateInIndia, todayInIndia } from '@/lib/dates';
import * as carriedEstimateText from '@/features/estimate/content/carried-estimate';
import { formatLongDate } from '@/lib/format-date';
import {
  emptyQuoteFormValues,
  initialQuoteFormState,
  quoteFormFields,
  type QuoteFormState,
} from '@/features/leads/forms/quote-form';
import { initialFormState } from '@/lib/forms/state';
import { useState } from 'react';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { submitQuoteForm } from '@/features/leads/server/actions/lead-forms';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { EmailField, NameField, PhoneField, TextAreaField, TextField } from '@/components/ui/Field';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { Honeypot } from '@/components/ui/Honeypot';
import { PageLanguageField } from '@/components/ui/PageLanguageField';
import { LeadOutcome } from '@/features/tracking/ui/LeadOutcome';
import { MoveTypeField } from './MoveTypeField';
import { useTexts } from '@/lib/i18n/client-texts';

const ID = 'quotation';

/**
 * The full quotation form (/services/quotation, and /quote when a visitor asks to be emailed
 * an estimate): the thank-you shows inline, in the alert. `prefill` starts it from the
 * estimate's move; `estimateQuery` goes back in a hidden field, with or without JavaScript.
 */
export function QuoteForm({
  prefill,
  estimateQuery,
}: {
  prefill?: Partial<QuoteFormState['values']>;
  estimateQuery?: string;
}) {
  const { quoteForm } = useTexts(quoteRequestText);
  const { carriedEstimateTexts } = useTexts(carriedEstimateText);
  // Made once: the form compares its state with this very object to know it was posted.
  const [initial] = useState(() =>
    prefill ? initialFormState({ ...emptyQuoteFormValues, ...prefill }) : initialQuoteFormState,
  );
  const form = useLeadForm({
    idPrefix: ID,
    fields: quoteFormFields,
    loadSchema: () => import('@/features/leads/schemas/quote-form').then((m) => m.quoteFormSchema),
    fixed: { source: 'quotation' },
    action: submitQuoteForm,
    initial,
    empty: emptyQuoteFormValues,
    failed: quoteForm.messages.failed,
  });
  const { state, pending, hydrated, problems, field, values } = form;
  const { labels, hints, buttons } = quoteForm;
  const thanks =
    state.ok && !problems.formError
      ? [
          `${quoteForm.success} ${quoteForm.referenceLabel} ${state.reference}.`,
          state.estimateValidUntil
            ? carriedEstimateTexts.heldUntil(formatLongDate(state.estimateValidUntil))
            : '',
        ]
          .join(' ')
          .trim()
      : undefined;

  return (
    <form {...form.formProps} className="space-y-5">
      <LeadOutcome kind="quote" form={form} success={thanks} />
      <Honeypot />
      <PageLanguageField />
      {estimateQuery ? <input type="hidden" name="estimate" value={estimateQuery} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField {...field('name')} label={labels.name} />
        <EmailField {...field('email')} label={labels.email} />
        <PhoneField {...field('phone')} label={labels.phone} hint={hints.phone} />
        <TextField
          {...field('moveDate')}
          label={labels.moveDate}
          type="date"
          min={hydrated ? todayInIndia() : undefined}
          max={hydrated ? latestDateInIndia() : undefined}
          required
        />
        <TextField
          {...field('origin')}
          label={labels.origin}
          hint={hints.origin}
          maxLength={FIELD_LIMITS.shortText}
          required
        />
        <TextField
          {...field('destination')}
          label={labels.destination}
          maxLength={FIELD_LIMITS.shortText}
          required
        />
      </div>
      <MoveTypeField
        idPrefix={ID}
        value={values.moveType}
        error={problems.fieldErrors.moveType}
        onChange={(value) => form.setValue('moveType', value)}
      />
      <TextAreaField
        {...field('inventory')}
        label={labels.inventory}
        hint={hints.inventory}
        maxLength={FIELD_LIMITS.longText}
      />
      <SubmitButton
        pending={pending}
        label={buttons.submit}
        sendingLabel={buttons.sending}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
