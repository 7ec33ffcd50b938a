'use client';

import { useId } from 'react';
import { controlClass } from '@/components/admin/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { crewTexts as t, milestoneActions, milestoneLabels } from '../content';
import { EntryStatus, useCrewEntry, useCrewQueue } from './CrewQueue';
import { useLastPosition } from './use-position';

/**
 * The one big button of the job sheet: the move's next step (counting steps waiting for
 * signal). `loaded` asks the expected delivery day first; `delivered` asks the exceptions; any
 * step may carry a note. The time is the phone's when tapped, the place where it allows.
 */
export function NextStep({ today }: { today: string }) {
  const id = useId();
  const { moveId, next } = useCrewQueue();
  const { pending, message, submit } = useCrewEntry();
  const position = useLastPosition();
  if (!next) return <p className="text-lg font-bold text-green-800">{t.delivered}</p>;
  const step = next;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = event.currentTarget;
        const data = new FormData(form);
        const note = String(data.get('note') ?? '').trim();
        const expected = String(data.get('expectedDeliveryOn') ?? '');
        const location = position();
        void submit(
          {
            url: `/api/admin/leads/bookings/${moveId}/milestones`,
            label: milestoneLabels[step],
            milestone: step,
            json: {
              kind: step,
              ...(note ? { note } : {}),
              ...(step === 'loaded' ? { expectedDeliveryOn: expected } : {}),
              at: new Date().toISOString(),
              ...(location ? { location } : {}),
            },
          },
          t.saved(milestoneLabels[step]),
          () => form.reset(),
        );
      }}
    >
      {step === 'loaded' ? (
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
          {step === 'delivered' ? t.exceptionsLabel : t.noteLabel}
        </label>
        <input id={`${id}-note`} name="note" maxLength={500} className={controlClass} />
      </div>
      <SubmitButton
        pending={pending}
        label={milestoneActions[step]}
        sendingLabel={t.saving}
        size="large"
        className="shadow-md"
        testId="next-step"
      />
      <EntryStatus message={message} />
    </form>
  );
}
