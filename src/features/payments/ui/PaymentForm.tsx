'use client';

import { useActionState } from 'react';
import { paymentTexts as t } from '@/features/payments/content';
import { initialStaffFormState, staffFields } from '@/features/leads';
import { PAYMENT_KINDS, PAYMENT_MODES, type PaymentKind } from '@/features/payments/kinds';
import { recordPaymentAction } from '@/features/payments/server/actions/payments';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { Options, SelectField, TextField } from '@/components/ui/Field';
import { FormResult } from '@/components/admin/FormResult';

interface Props {
  staffType: string;
  leadId: string;
  /** What the next payment most likely is: the advance first, then the balance. */
  nextKind: PaymentKind;
  today: string;
}

/** Record a payment; works without JavaScript, keeps what was typed when refused. */
export function PaymentForm({ staffType, leadId, nextKind, today }: Props) {
  const [state, action] = useActionState(recordPaymentAction, initialStaffFormState);
  const field = staffFields(state, 'payment');
  // A fresh form after each recorded payment; the typed values stay after a refusal.
  const key = state.ok ? `ok-${state.message}` : 'form';
  return (
    <form action={action} className="space-y-4" noValidate key={key}>
      <h3 className="text-base font-bold text-brand-900">{t.form.heading}</h3>
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t.form.kind} {...field('kind', nextKind)}>
          <Options items={PAYMENT_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))} />
        </SelectField>
        <TextField
          label={t.form.amount}
          hint={t.form.amountHint}
          inputMode="decimal"
          autoComplete="off"
          {...field('amount')}
        />
        <SelectField label={t.form.mode} {...field('mode', 'upi')}>
          <Options items={PAYMENT_MODES.map((mode) => ({ value: mode, label: t.modes[mode] }))} />
        </SelectField>
        <TextField
          label={t.form.receivedOn}
          type="date"
          max={today}
          {...field('receivedOn', today)}
        />
        <TextField label={t.form.reference} autoComplete="off" {...field('reference')} />
        <TextField label={t.form.reason} autoComplete="off" {...field('reason')} />
      </div>
      <FormSubmit label={t.form.submit} sendingLabel={t.form.saving} />
    </form>
  );
}
