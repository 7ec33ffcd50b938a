import { CircleCheck, Circle } from '@/components/ui/line-icons';
import { formatDay, formatReceived } from '@/features/leads';
import type { TrackedRequest } from '@/features/tracking';
import { milestoneLabels, trackMilestoneTexts as t } from '../content';
import { MILESTONE_KINDS } from '../milestones';

/**
 * /track's steps of the move day (issue 47): each step the crew recorded with its time, the
 * ones to come greyed, and the expected delivery day once loaded. Nothing before the first.
 */
export function TrackMilestones({ request }: { request: TrackedRequest }) {
  const done = new Map((request.milestones ?? []).map((step) => [step.kind, step.at]));
  if (done.size === 0) return null;
  return (
    <div data-testid="track-milestones">
      <h3 className="text-lg font-bold text-brand-900">{t.heading}</h3>
      {request.expectedDeliveryOn ? (
        <p className="mt-1 font-semibold text-slate-900" data-testid="track-expected-delivery">
          {t.expected(formatDay(request.expectedDeliveryOn))}
        </p>
      ) : null}
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {MILESTONE_KINDS.map((kind) => {
          const at = done.get(kind);
          return (
            <li key={kind} className="flex items-center gap-2">
              {at ? (
                <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
              )}
              <span className={at ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                {milestoneLabels[kind]}
                {at ? (
                  <>
                    {' · '}
                    <time dateTime={at} className="font-normal">
                      {formatReceived(at)}
                    </time>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
