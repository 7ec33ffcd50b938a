import { CustomerDocuments } from '@/features/documents/ui/CustomerDocuments';
import * as trackingText from '@/features/tracking/content';
import * as bookingText from '@/features/leads/content/booking';
import * as quotationText from '@/features/quotation/content/quotation-page';
import { englishTrackHref } from '@/features/tracking/track-language';
import { defaultLocale } from '@/lib/i18n/locales';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';
import { TrackPayments } from './TrackPayments';
import { todayInIndia } from '@/lib/dates';
import { trackedEstimateDetail } from '@/features/tracking/estimate-detail';
import { requestDetails } from '@/features/tracking/request-details';
import { trackNextStep } from '@/features/tracking/next-step';
import type { TrackedRequest } from '@/features/tracking/types';
import { TrackTimeline } from './TrackTimeline';
import { TrackSurvey } from './TrackSurvey';
import { TrackClaims } from '@/features/claims/ui/TrackClaims';
import { TrackMilestones } from '@/features/move-day/ui/TrackMilestones';

/** A found request: what it is, what was asked, its progress, and what happens next. */
export function TrackResultView({
  id,
  request,
  contact,
  claimOutcome,
}: {
  id: string;
  request: TrackedRequest;
  /** The phone or email the customer looked it up with: it signs their changes to the survey. */
  contact: string;
  /** What a damage claim posted without JavaScript came to. */
  claimOutcome?: string;
}) {
  const {
    trackPage,
    trackKindLabels,
    trackMoveDayNext,
    trackNextSteps,
    trackStatusLabels,
    trackDetailLabels,
  } = inPageLocale(trackingText);
  const { bookingServiceLabel } = inPageLocale(bookingText);
  const { trackQuotationTexts } = inPageLocale(quotationText);
  const { result } = trackPage;
  const details = [
    ...requestDetails(request.kind, request, {
      labels: trackDetailLabels,
      serviceLabel: bookingServiceLabel,
    }),
    ...(request.estimate ? [trackedEstimateDetail(request.estimate, todayInIndia(), result)] : []),
  ];
  const locale = pageLocale();
  return (
    <section
      id={id}
      aria-labelledby="track-result-heading"
      className="scroll-mt-24 space-y-6 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {trackKindLabels[request.kind]}
          </p>
          <h2 id="track-result-heading" className="font-mono text-2xl font-bold text-brand-900">
            <span className="sr-only">{result.referenceLabel} </span>
            {request.reference}
          </h2>
        </div>
        <p
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-200"
          data-testid="track-status"
        >
          {result.statusLabel}: {trackStatusLabels[request.status]}
        </p>
      </div>

      {locale === defaultLocale ? null : (
        // The way back for whoever booked for them and reads English (the English page would
        // otherwise send this request to its language again).
        <p className="text-sm">
          <a
            href={`${englishTrackHref(request.reference, contact)}#${id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {result.readInEnglish}
          </a>
        </p>
      )}

      {details.length > 0 ? (
        <div>
          <h3 className="text-lg font-bold text-brand-900">{result.askedHeading}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-sm text-slate-700">{detail.label}</dt>
                <dd className="font-semibold break-words text-slate-900">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <div>
        <h3 className="text-lg font-bold text-brand-900">{result.timelineHeading}</h3>
        <TrackTimeline status={request.status} history={request.timeline} />
        <p className="mt-2 text-sm text-slate-700">{result.timeNote}</p>
      </div>

      <TrackMilestones request={request} contact={contact} />

      <div className="rounded-xl border-l-4 border-accent-600 bg-slate-50 px-4 py-3">
        <h3 className="font-bold text-brand-900">{result.nextHeading}</h3>
        <p className="mt-1 text-slate-800">
          {trackNextStep(request, { trackNextSteps, trackMoveDayNext })}
        </p>
      </div>

      {request.quotation ? (
        <div className="rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
          <h3 className="font-bold text-brand-900">{trackQuotationTexts.heading}</h3>
          <p className="mt-1 text-slate-800">
            {trackQuotationTexts.status[request.quotation.status]}
          </p>
          <a
            href={request.quotation.url}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            data-testid="track-quotation"
          >
            {trackQuotationTexts.link}
          </a>
        </div>
      ) : null}

      {request.quotation ? (
        <CustomerDocuments documents={request.quotation.documents} />
      ) : request.documents ? (
        <CustomerDocuments
          documents={request.documents.map((doc) => ({
            ...doc,
            url: `/api/track/documents?${new URLSearchParams({
              reference: request.reference,
              contact,
              document: doc.id,
            })}`,
          }))}
        />
      ) : null}

      {request.payments ? <TrackPayments figures={request.payments} /> : null}

      <TrackSurvey request={request} contact={contact} />

      <TrackClaims request={request} contact={contact} outcome={claimOutcome} />
    </section>
  );
}
