'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { controlClass, focusRing } from '@/components/admin/styles';
import { crewTexts as t, milestoneActions, milestoneLabels } from '../content';
import type { MilestoneKind } from '../milestones';
import { sendCrewEntry } from './send';

/**
 * The one big button of the job sheet: the move's next step. `loaded` asks the expected
 * delivery day first; every step may carry a short note.
 */
export function NextStep({
  moveId,
  next,
  today,
}: {
  moveId: string;
  next: MilestoneKind;
  today: string;
}) {
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState<{ sending: boolean; message: string | null }>({
    sending: false,
    message: null,
  });
  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const note = String(data.get('note') ?? '').trim();
    const expected = String(data.get('expectedDeliveryOn') ?? '');
    setState({ sending: true, message: null });
    const sent = await sendCrewEntry(`/api/admin/leads/bookings/${moveId}/milestones`, {
      kind: next,
      ...(note ? { note } : {}),
      ...(next === 'loaded' ? { expectedDeliveryOn: expected } : {}),
      at: new Date().toISOString(),
    });
    if (sent.ok) {
      setState({ sending: false, message: t.saved(milestoneLabels[next]) });
      form.reset();
      router.refresh();
    } else setState({ sending: false, message: sent.message ?? t.failed });
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {next === 'loaded' ? (
        <div>
          <label htmlFor={`${id}-day`} className="block font-semibold text-slate-900">
            {t.expectedLabel}
          </label>
          <input
            id={`${id}-day`}
            name="expectedDeliveryOn"
            type="date"
            required
            min={today}
            className={controlClass}
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-800">
          {next === 'delivered' ? t.exceptionsLabel : t.noteLabel}
        </label>
        <input id={`${id}-note`} name="note" maxLength={500} className={controlClass} />
      </div>
      <button
        type="submit"
        disabled={state.sending}
        className={`flex min-h-16 w-full items-center justify-center rounded-xl bg-accent-600 px-4 text-xl font-extrabold text-white shadow-md hover:bg-accent-700 disabled:opacity-70 ${focusRing}`}
        data-testid="next-step"
      >
        {state.sending ? t.saving : milestoneActions[next]}
      </button>
      <p role="status" className="min-h-6 font-semibold text-slate-900">
        {state.message}
      </p>
    </form>
  );
}
