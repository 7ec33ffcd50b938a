import { CircleCheck, CircleDot, CircleX, Circle } from '@/components/ui/line-icons';
import * as trackingText from '@/features/tracking/content';
import { inPageLocale } from '@/lib/i18n/page-locale';
import type { LeadStatus } from '@/features/leads';
import { formatReceived } from '@/features/leads';
import { timelineSteps, type TimelineStep } from '@/features/tracking/timeline-steps';

function StepIcon({ step }: { step: TimelineStep }) {
  const className = 'size-7 shrink-0';
  if (step.status === 'cancelled')
    return <CircleX aria-hidden="true" className={`${className} text-red-700`} />;
  if (step.state === 'done')
    return <CircleCheck aria-hidden="true" className={`${className} text-green-700`} />;
  if (step.state === 'current')
    return <CircleDot aria-hidden="true" className={`${className} text-brand-700`} />;
  return <Circle aria-hidden="true" className={`${className} text-slate-400`} />;
}

/** received → contacted → booked → done (or cancelled), each with its date when reached. */
export function TrackTimeline({
  status,
  history,
}: {
  status: LeadStatus;
  history: readonly { status: LeadStatus; at: string }[];
}) {
  const { trackPage, trackStatusLabels } = inPageLocale(trackingText);
  const steps = timelineSteps(status, history);
  return (
    <ol className="mt-4" data-testid="track-timeline">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-8 bottom-1 left-3.5 w-0.5 -translate-x-1/2 ${steps[index + 1]?.state === 'upcoming' ? 'bg-slate-300' : 'bg-green-700'}`}
            />
          ) : null}
          <StepIcon step={step} />
          <div className="pt-0.5">
            <p
              className={
                step.state === 'upcoming'
                  ? 'font-medium text-slate-700'
                  : 'font-bold text-slate-900'
              }
            >
              {trackStatusLabels[step.status]}
            </p>
            <p className="text-sm text-slate-700">
              {step.at ? (
                <time dateTime={step.at}>{formatReceived(step.at)}</time>
              ) : step.state === 'upcoming' ? (
                trackPage.result.notYet
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
