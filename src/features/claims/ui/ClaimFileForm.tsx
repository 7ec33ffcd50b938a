'use client';

import { useActionState } from 'react';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { TextAreaField, TextField } from '@/components/ui/Field';
import { fileClaimAction } from '../server/actions/track-claim';
import { trackClaimTexts as t } from '../content';
import { initialClaimFormState } from '../form-state';

/**
 * "Damage or loss" on /track: what happened and up to three items, sent with the reference and
 * contact of this look-up. A plain form posting to a server action: it works without JavaScript.
 */
export function ClaimFileForm({ reference, contact }: { reference: string; contact: string }) {
  const [state, action] = useActionState(fileClaimAction, initialClaimFormState);
  const value = (name: string) => state.values?.[name] ?? '';
  const key = state.ok ? `sent-${state.message}` : 'form';
  return (
    <form action={action} className="space-y-4" noValidate key={key}>
      <FormResult state={state} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="contact" value={contact} />
      <TextAreaField
        id="claim-description"
        name="description"
        label={t.description}
        rows={3}
        required
        defaultValue={value('description')}
        error={state.fieldErrors?.description}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">{t.listHeading}</legend>
        {state.fieldErrors?.items ? (
          <p className="font-medium text-red-800">{state.fieldErrors.items}</p>
        ) : null}
        {Array.from({ length: t.rows }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-3">
            <p className="font-semibold text-slate-800 sm:col-span-3">
              {t.item(i + 1)}
              {i > 0 ? ` (${t.optional})` : ''}
            </p>
            <TextField
              id={`claim-label-${i}`}
              name={`label-${i}`}
              label={t.label}
              autoComplete="off"
              defaultValue={value(`label-${i}`)}
            />
            <TextField
              id={`claim-damage-${i}`}
              name={`damage-${i}`}
              label={t.damage}
              autoComplete="off"
              defaultValue={value(`damage-${i}`)}
            />
            <TextField
              id={`claim-amount-${i}`}
              name={`amount-${i}`}
              label={t.amount}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={value(`amount-${i}`)}
            />
          </div>
        ))}
      </fieldset>
      <FormSubmit label={t.submit} sendingLabel={t.sending} />
    </form>
  );
}
