'use client';

import { quotationForm } from '@/content/quote';
import { todayInIndia } from '@/lib/dates';
import {
  emptyQuotationValues,
  initialQuotationState,
  quotationFields,
} from '@/lib/forms/quotation-form';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { quotationSchema } from '@/lib/schemas/quotation';
import { submitQuotation } from '@/server/actions/submit-quotation';
import { Button } from '@/components/ui/Button';
import { TextAreaField, TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { Honeypot } from '@/components/ui/Honeypot';
import { MoveTypeField } from './MoveTypeField';

const ID = 'quotation';

/** The full quotation form (/services/quotation): the thank-you shows inline, in the alert. */
export function QuotationForm() {
  const form = useLeadForm({
    idPrefix: ID,
    fields: quotationFields,
    schema: quotationSchema,
    fixed: { source: 'quotation' },
    action: submitQuotation,
    initial: initialQuotationState,
    empty: emptyQuotationValues,
    failed: quotationForm.messages.failed,
  });
  const { state, pending, hydrated, problems, field, values } = form;
  const { labels, hints, buttons } = quotationForm;
  const thanks =
    state.ok && !problems.formError
      ? `${quotationForm.success} ${quotationForm.referenceLabel} ${state.reference}.`
      : undefined;

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert
        message={pending ? undefined : (problems.formError ?? thanks)}
        tone={problems.formError ? 'error' : 'success'}
      />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={labels.name}
          autoComplete="name"
          maxLength={120}
          required
        />
        <TextField
          {...field('email')}
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          {...field('phone')}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          hint={hints.phone}
          maxLength={24}
          required
        />
        <TextField
          {...field('moveDate')}
          label={labels.moveDate}
          type="date"
          min={hydrated ? todayInIndia() : undefined}
          required
        />
        <TextField
          {...field('origin')}
          label={labels.origin}
          hint={hints.origin}
          maxLength={120}
          required
        />
        <TextField {...field('destination')} label={labels.destination} maxLength={120} required />
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
        maxLength={2000}
      />
      <span role="status" className="sr-only">
        {pending ? buttons.sending : ''}
      </span>
      <Button type="submit" aria-disabled={pending || undefined} className="w-full sm:w-auto">
        {pending ? buttons.sending : buttons.submit}
      </Button>
    </form>
  );
}
