import { carriedEstimateTexts } from '@/content/estimate';
import { quotePage } from '@/content/quote';
import { QuotePopup } from '@/components/quote/QuotePopup';
import { QuotationForm } from '@/components/quote/QuotationForm';
import { CarriedEstimateView } from '@/components/estimate/CarriedEstimateView';
import {
  carriedEstimateOf,
  quotationPrefillOf,
  type Query,
} from '@/components/estimate/carried-estimate';
import { TickList } from '@/components/ui/TickList';

/**
 * /quote: the quick-quote pop-up; or, for a visitor who chose "Email me this quote" on
 * /estimate, the estimate and the full quotation form that sends it (no timed pop-up then).
 */
export function QuotePage({ query = {} }: { query?: Query }) {
  const estimate = carriedEstimateOf(query);
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{quotePage.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{quotePage.intro}</p>
        <TickList items={quotePage.points} className="mt-6 space-y-3" circled />
        {estimate ? (
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
            <QuotationForm prefill={quotationPrefillOf(estimate)} estimateQuery={estimate.query} />
          </section>
        ) : (
          <QuotePopup />
        )}
      </div>
    </div>
  );
}
