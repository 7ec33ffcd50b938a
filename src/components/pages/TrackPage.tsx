import * as trackingText from '@/features/tracking/content';
import { PageHeader } from '@/components/pages/PageHeader';
import type { TrackResult } from '@/features/tracking';
import { ReachUs } from '@/features/tracking/ui/ReachUs';
import { TrackForm } from '@/features/tracking/ui/TrackForm';
import { TrackResultView } from '@/features/tracking/ui/TrackResultView';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/localized-paths';

export type TrackOutcome = TrackResult | { ok: false; reason: 'unavailable' };

export const ANSWER_ID = 'track-answer';

function alertOf(outcome: TrackOutcome | undefined): string | undefined {
  if (!outcome || outcome.ok) return undefined;
  const { trackPage } = inPageLocale(trackingText);
  switch (outcome.reason) {
    case 'validation':
      return trackPage.fixFields;
    case 'not_found':
      return `${trackPage.notFound.heading}. ${trackPage.notFound.body}`;
    case 'rate_limited':
      return trackPage.rateLimited(outcome.retryAfterSeconds);
    case 'unavailable':
      return trackPage.unavailable;
  }
}

/**
 * The tracking page: a found request first (with the form below to look up another), or the
 * form with what went wrong. The form's action ends in #track-answer, so the page opens at it.
 */
export function TrackPage({
  reference,
  contact,
  outcome,
  claimOutcome,
  keepEnglish = false,
}: {
  reference: string;
  contact: string;
  outcome?: TrackOutcome;
  /** What a damage claim posted without JavaScript came to (`claim=`). */
  claimOutcome?: string;
  /** The customer chose English for a request in another language: the next look-up keeps it. */
  keepEnglish?: boolean;
}) {
  const { trackPage } = inPageLocale(trackingText);
  const found = outcome?.ok ? outcome.request : undefined;
  const fieldErrors =
    outcome && !outcome.ok && outcome.reason === 'validation' ? outcome.fieldErrors : {};
  const form = (
    <TrackForm
      id={found ? undefined : ANSWER_ID}
      reference={found?.reference ?? reference}
      contact={contact}
      alert={alertOf(outcome)}
      fieldErrors={fieldErrors}
      action={`${localizedPath(trackingText.trackPath, pageLocale())}#${ANSWER_ID}`}
      keepEnglish={keepEnglish}
      compact={Boolean(found)}
    />
  );
  return (
    <>
      <PageHeader eyebrow={trackPage.eyebrow} title={trackPage.heading} intro={trackPage.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-8">
          {found ? (
            <TrackResultView
              id={ANSWER_ID}
              request={found}
              contact={contact}
              claimOutcome={claimOutcome}
            />
          ) : null}
          {form}
        </div>
        <ReachUs reference={found?.reference} />
      </div>
    </>
  );
}
