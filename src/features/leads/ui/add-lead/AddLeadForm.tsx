'use client';

import { useActionState } from 'react';
import { addLeadTexts as t } from '@/features/leads/content/add-lead';
import { bookingServices } from '@/features/leads/content/booking';
import { initialStaffFormState } from '@/features/leads/forms/staff-forms';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { addLeadAction } from '@/features/leads/server/actions/add-lead';
import { SelectField, TextAreaField, TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { ChoiceField } from './ChoiceField';

/**
 * The few fields a call or a visit gives, phone first in mind: two taps of choices (most
 * leads are a quote asked for by phone, so those start checked), name and phone, then
 * whatever else was said. A plain form that posts to a server action, so it works before and
 * without JavaScript; `requestKey` makes a double send one lead. Kept values come back after
 * a refusal (each control keyed by its value, so React draws the returned one).
 */
export function AddLeadForm({ requestKey }: { requestKey: string }) {
  const [state, action] = useActionState(addLeadAction, initialStaffFormState);
  const values = state.values ?? {};
  const errors = state.fieldErrors ?? {};
  const text = (name: string) => ({
    id: `add-lead-${name}`,
    name,
    defaultValue: values[name],
    error: errors[name],
  });
  // Keyed by the value kept after a refusal, so React draws the returned value.
  const kept = (name: string) => `${name}-${values[name] ?? ''}`;
  return (
    <form action={action} noValidate className="space-y-5">
      <FormAlert message={state.error} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <ChoiceField
        key={`kind-${values.kind ?? ''}`}
        name="kind"
        legend={t.kindLegend}
        options={t.kinds}
        checked={values.kind ?? 'quote'}
        error={errors.kind}
      />
      <ChoiceField
        key={`channel-${values.channel ?? ''}`}
        name="channel"
        legend={t.channelLegend}
        options={t.channels}
        checked={values.channel ?? 'phone'}
        error={errors.channel}
      />
      <ChoiceField
        key={`language-${values.language ?? ''}`}
        name="language"
        legend={t.languageLegend}
        options={t.languages}
        checked={values.language || 'en'}
        error={errors.language}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          key={kept('name')}
          {...text('name')}
          label={t.labels.name}
          autoComplete="off"
          maxLength={FIELD_LIMITS.name}
          required
        />
        <TextField
          key={kept('phone')}
          {...text('phone')}
          label={t.labels.phone}
          hint={t.hints.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={FIELD_LIMITS.phone}
          required
        />
        <SelectField key={kept('service')} {...text('service')} label={t.labels.service}>
          <option value="">{t.labels.servicePlaceholder}</option>
          {bookingServices.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.label}
            </option>
          ))}
        </SelectField>
        <TextField key={kept('date')} {...text('date')} label={t.labels.date} type="date" />
        <TextField
          key={kept('from')}
          {...text('from')}
          label={t.labels.from}
          hint={t.hints.from}
          autoComplete="off"
          maxLength={FIELD_LIMITS.shortText}
        />
        <TextField
          key={kept('to')}
          {...text('to')}
          label={t.labels.to}
          autoComplete="off"
          maxLength={FIELD_LIMITS.shortText}
        />
        <TextField
          key={kept('email')}
          {...text('email')}
          label={t.labels.email}
          type="email"
          autoComplete="off"
          maxLength={FIELD_LIMITS.email}
        />
      </div>
      <TextAreaField
        key={kept('message')}
        {...text('message')}
        label={t.labels.message}
        rows={3}
        maxLength={FIELD_LIMITS.longText}
      />
      <div>
        <label className="flex min-h-11 items-center gap-3 text-slate-900">
          <input
            key={`confirm-${values.sendConfirmation ?? ''}`}
            type="checkbox"
            name="sendConfirmation"
            defaultChecked={values.sendConfirmation === 'on'}
            aria-describedby="add-lead-confirm-hint"
            className="size-5"
          />
          {t.labels.sendConfirmation}
        </label>
        <p id="add-lead-confirm-hint" className="text-sm text-slate-600">
          {t.hints.sendConfirmation}
        </p>
      </div>
      <FormSubmit label={t.submit} sendingLabel={t.sending} className="w-full sm:w-auto" />
    </form>
  );
}
