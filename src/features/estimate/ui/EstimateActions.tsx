import * as estimateText from '@/features/estimate/content/estimate';
import * as surveyText from '@/features/survey/content/estimate-survey';
import { trackPath } from '@/features/tracking/content-on-success';
import { LinkButton } from '@/components/ui/LinkButton';
import { useTexts } from '@/lib/i18n/client-texts';

/**
 * "Book at this price" and "Email me this quote": both carry the inputs, never the figures.
 * Then the way to a firmer price: a survey belongs to a request (its reference opens it on
 * /track), so the list comes after the booking or quote request, not before it.
 */
export function EstimateActions({ query, service }: { query: string; service: string }) {
  const { estimatePage: page } = useTexts(estimateText);
  const { estimateSurveyTexts } = useTexts(surveyText);
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <LinkButton href={`/booking?service=${service}&${query}`}>{page.book}</LinkButton>
        <LinkButton href={`/quote?${query}#quotation`} variant="secondary">
          {page.emailQuote}
        </LinkButton>
      </div>
      <div className="mt-5 rounded-lg border-l-4 border-accent-600 bg-slate-50 px-4 py-3">
        <h3 className="font-bold text-brand-900">{estimateSurveyTexts.heading}</h3>
        <p className="mt-1 text-sm text-slate-800">{estimateSurveyTexts.body}</p>
        <a
          href={trackPath}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          {estimateSurveyTexts.link}
        </a>
      </div>
    </>
  );
}
