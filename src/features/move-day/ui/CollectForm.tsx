'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { controlClass, focusRing } from '@/components/admin/styles';
import { formatPaise } from '@/lib/format-inr';
import { paiseToRupeesField, rupeesToPaise } from '@/features/quotation';
import { crewTexts as t } from '../content';
import { sendCrewEntry } from './send';

const modeButton =
  `flex min-h-14 flex-1 items-center justify-center rounded-xl px-3 text-lg font-bold ${focusRing} ` +
  'disabled:opacity-70';

/**
 * The balance collected, in one tap: the amount (the balance typed in already), then Cash or
 * UPI (UPI asks its reference). Recorded as a balance payment today through the payments code.
 */
export function CollectForm({ moveId, balancePaise }: { moveId: string; balancePaise: number }) {
  const router = useRouter();
  const id = useId();
  const [upi, setUpi] = useState(false);
  const [state, setState] = useState<{ sending: boolean; message: string | null }>({
    sending: false,
    message: null,
  });
  async function record(form: HTMLFormElement, mode: 'cash' | 'upi') {
    const data = new FormData(form);
    const amountPaise = rupeesToPaise(String(data.get('amount') ?? ''));
    if (amountPaise === undefined || amountPaise < 1) {
      setState({ sending: false, message: t.amountInvalid });
      return;
    }
    const reference = String(data.get('reference') ?? '').trim();
    setState({ sending: true, message: null });
    const sent = await sendCrewEntry(`/api/admin/leads/bookings/${moveId}/collections`, {
      amountPaise,
      mode,
      ...(mode === 'upi' && reference ? { reference } : {}),
    });
    if (sent.ok) {
      setState({ sending: false, message: t.collected(formatPaise(amountPaise)) });
      setUpi(false);
      router.refresh();
    } else setState({ sending: false, message: sent.message ?? t.failed });
  }
  return (
    <form
      className="space-y-3"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void record(event.currentTarget, 'upi');
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
      {upi ? (
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
      <div className="flex gap-3">
        <button
          type="button"
          disabled={state.sending}
          onClick={(event) => void record(event.currentTarget.form!, 'cash')}
          className={`${modeButton} bg-green-700 text-white hover:bg-green-800`}
        >
          {t.collect(t.cash)}
        </button>
        {upi ? (
          <button
            type="submit"
            disabled={state.sending}
            className={`${modeButton} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.collect(t.upi)}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setUpi(true)}
            className={`${modeButton} border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
          >
            {t.upi}
          </button>
        )}
      </div>
      <p role="status" className="min-h-6 font-semibold text-slate-900">
        {state.message}
      </p>
    </form>
  );
}
