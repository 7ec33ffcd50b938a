import * as carriedEstimateText from '@/features/estimate/content/carried-estimate';
import { CarriedEstimateView } from '@/features/estimate/ui/CarriedEstimateView';
import { quoteFormPrefillOf, type CarriedEstimate } from '@/features/estimate/ui/carried-estimate';
import { QuoteForm } from './QuoteForm';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * For a visitor who chose "Email me this quote" on /estimate: the estimate and the full
 * quotation form that sends it (no timed pop-up then).
 */
export function EstimateQuoteForm({ estimate }: { estimate: CarriedEstimate }) {
  const { carriedEstimateTexts } = inPageLocale(carriedEstimateText);
  return (
    <section
      id="quotation"
      aria-labelledby="quotation-heading"
      className="mt-8 scroll-mt-28 space-y-6 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="quotation-heading" className="text-2xl font-bold text-brand-900">
        {carriedEstimateTexts.quoteHeading}
      </h2>
      <CarriedEstimateView estimate={estimate} headingLevel="h3" />
      <p className="text-slate-700">{carriedEstimateTexts.quoteFormIntro}</p>
      <QuoteForm prefill={quoteFormPrefillOf(estimate)} estimateQuery={estimate.query} />
    </section>
  );
}
