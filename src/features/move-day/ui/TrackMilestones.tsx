import { CircleCheck, Circle } from '@/components/ui/line-icons';
import { formatDay, formatReceived } from '@/features/leads';
import type { TrackedRequest } from '@/features/tracking';
import { milestoneLabels, trackMilestoneTexts as t } from '../content';
import { MILESTONE_KINDS } from '../milestones';

/**
 * /track's steps of the move day (issue 47): each step the crew recorded with its time, the
 * ones to come greyed, and the expected delivery day once loaded. Nothing before the first.
 */
export function TrackMilestones({
  request,
  contact,
}: {
  request: TrackedRequest;
  /** The phone or email of the look-up: the photos are served only with it. */
  contact: string;
}) {
  const done = new Map((request.milestones ?? []).map((step) => [step.kind, step.at]));
  if (done.size === 0 && !request.photos?.length) return null;
  const photoUrl = (id: string, thumbnail: boolean) =>
    `/api/track/photos?${new URLSearchParams({
      reference: request.reference,
      contact,
      photo: id,
      ...(thumbnail ? { size: 'thumb' } : {}),
    })}`;
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
      {request.photos?.length ? (
        <div className="mt-4">
          <h4 className="font-bold text-brand-900">{t.photosHeading}</h4>
          <p className="text-sm text-slate-700">{t.photosIntro}</p>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="track-photos">
            {request.photos.map((photo) => (
              <li key={photo.id}>
                <a
                  href={photoUrl(photo.id, false)}
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {/* A private photo behind the look-up: next/image would fetch and cache it. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={photoUrl(photo.id, true)}
                    alt={t.photoAlt(photo.stage, photo.note)}
                    width={160}
                    height={120}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                  />
                  <span className="sr-only"> ({t.openPhoto})</span>
                </a>
                {photo.note ? <p className="mt-1 text-xs text-slate-800">{photo.note}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
