'use client';

import { useActionState } from 'react';
import { paymentTexts as t } from '@/content/payments';
import { initialStaffFormState } from '@/lib/forms/staff-forms';
import { PAYMENT_KINDS, PAYMENT_MODES, type PaymentKind } from '@/lib/payments/kinds';
import { recordPaymentAction } from '@/server/actions/admin-payments';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { SelectField, TextField } from '@/components/ui/Field';
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
  const v = state.values;
  const e = state.fieldErrors;
  // A fresh form after each recorded payment; the typed values stay after a refusal.
  const key = state.ok ? `ok-${state.message}` : 'form';
  return (
    <form action={action} className="space-y-4" noValidate key={key}>
      <h3 className="text-base font-bold text-brand-900">{t.form.heading}</h3>
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="payment-kind"
          name="kind"
          label={t.form.kind}
          defaultValue={v?.kind ?? nextKind}
          error={e?.kind}
        >
          {PAYMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="payment-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t.form.amount}
          hint={t.form.amountHint}
          defaultValue={v?.amount ?? ''}
          error={e?.amount}
        />
        <SelectField
          id="payment-mode"
          name="mode"
          label={t.form.mode}
          defaultValue={v?.mode ?? 'upi'}
          error={e?.mode}
        >
          {PAYMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t.modes[mode]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="payment-received-on"
          name="receivedOn"
          type="date"
          max={today}
          label={t.form.receivedOn}
          defaultValue={v?.receivedOn ?? today}
          error={e?.receivedOn}
        />
        <TextField
          id="payment-reference"
          name="reference"
          autoComplete="off"
          label={t.form.reference}
          defaultValue={v?.reference ?? ''}
          error={e?.reference}
        />
        <TextField
          id="payment-reason"
          name="reason"
          autoComplete="off"
          label={t.form.reason}
          defaultValue={v?.reason ?? ''}
          error={e?.reason}
        />
      </div>
      <FormSubmit label={t.form.submit} sendingLabel={t.form.saving} />
    </form>
  );
}
