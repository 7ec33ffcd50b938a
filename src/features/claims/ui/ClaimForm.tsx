'use client';

import { useActionState } from 'react';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { Options, SelectField, TextAreaField, TextField } from '@/components/ui/Field';
import { initialStaffFormState, staffFields } from '@/features/leads';
import { updateClaimAction } from '@/features/claims/server/actions/claims';
import { claimCardTexts as t, claimTexts } from '../content';
import type { ClaimStatus } from '../kinds';

/** Move one claim on: its next status, the amount settled and how, the note to the customer. */
export function ClaimForm({
  staffType,
  leadId,
  claimId,
  next,
}: {
  staffType: string;
  leadId: string;
  claimId: string;
  next: readonly ClaimStatus[];
}) {
  const [state, action] = useActionState(updateClaimAction, initialStaffFormState);
  const field = staffFields(state, `claim-${claimId}`);
  return (
    <form action={action} className="space-y-3" noValidate>
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="claimId" value={claimId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t.form.status} {...field('status', next[0])}>
          <Options items={next.map((s) => ({ value: s, label: claimTexts.statuses[s] }))} />
        </SelectField>
        <TextField
          label={t.form.settled}
          inputMode="decimal"
          autoComplete="off"
          {...field('settled')}
        />
        <SelectField label={t.form.payout} {...field('payout', 'refund')}>
          <Options
            items={(['refund', 'deduction'] as const).map((p) => ({
              value: p,
              label: t.form.payouts[p],
            }))}
          />
        </SelectField>
      </div>
      <TextAreaField label={t.form.note} rows={2} {...field('note')} />
      <FormSubmit label={t.form.submit} sendingLabel={t.form.sending} />
    </form>
  );
}
