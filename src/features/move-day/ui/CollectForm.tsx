'use client';

import { useId, useState } from 'react';
import { controlClass } from '@/components/admin/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { formatPaise } from '@/lib/format-inr';
import { paiseToRupeesField, rupeesToPaise } from '@/features/quotation';
import { crewTexts as t } from '../content';
import { EntryStatus, useCrewEntry, useCrewQueue } from './CrewQueue';

const modeChoice =
  'flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 ' +
  'border-slate-300 px-3 text-lg font-bold text-slate-900 has-checked:border-brand-700 ' +
  'has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600';

/**
 * The balance collected, in one tap for cash: the amount (the balance typed in already), Cash
 * or UPI (UPI asks its reference). Recorded as a balance payment today through the payments
 * code; without signal it waits on the phone under its Idempotency-Key like every entry.
 */
export function CollectForm({ balancePaise }: { balancePaise: number }) {
  const id = useId();
  const { moveId } = useCrewQueue();
  const { pending, message, submit, refuse } = useCrewEntry();
  const [mode, setMode] = useState<'cash' | 'upi'>('cash');
  return (
    <form
      className="space-y-3"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = new FormData(event.currentTarget);
        const amountPaise = rupeesToPaise(String(data.get('amount') ?? ''));
        if (amountPaise === undefined || amountPaise < 1) return refuse(t.amountInvalid);
        const reference = String(data.get('reference') ?? '').trim();
        const modeLabel = mode === 'cash' ? t.cash : t.upi;
        void submit(
          {
            url: `/api/admin/leads/bookings/${moveId}/collections`,
            label: t.collectEntry(formatPaise(amountPaise), modeLabel),
            json: { amountPaise, mode, ...(mode === 'upi' && reference ? { reference } : {}) },
          },
          t.collected(formatPaise(amountPaise)),
        );
      }}
    >
      <h3 id={`${id}-heading`} className="font-bold text-brand-900">
        {t.collectHeading}
      </h3>
      <div>
        <label htmlFor={`${id}-amount`} className="block font-semibold text-slate-900">
          {t.amountLabel}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={paiseToRupeesField(balancePaise)}
          key={balancePaise}
          className={controlClass}
        />
      </div>
      <fieldset>
        <legend className="sr-only">{t.modeLegend}</legend>
        <div className="flex gap-3">
          {(['cash', 'upi'] as const).map((value) => (
            <label key={value} className={modeChoice}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-5"
              />
              {value === 'cash' ? t.cash : t.upi}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'upi' ? (
        <div>
          <label htmlFor={`${id}-ref`} className="block font-semibold text-slate-900">
            {t.upiRefLabel}
          </label>
          <input
            id={`${id}-ref`}
            name="reference"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            className={controlClass}
          />
        </div>
      ) : null}
      <SubmitButton
        pending={pending}
        label={t.collect(mode === 'cash' ? t.cash : t.upi)}
        sendingLabel={t.saving}
        size="large"
      />
      <EntryStatus message={message} />
    </form>
  );
}
