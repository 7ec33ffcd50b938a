import * as carriedEstimateText from '@/features/estimate/content/carried-estimate';
import * as estimateText from '@/features/estimate/content/estimate';
import type { CarriedEstimate } from './carried-estimate';
import { EstimateHeadline, EstimateLinesTable } from './EstimateFigures';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';
import * as estimateLinesText from '@/features/estimate/content/estimate-lines';
import * as citiesText from '@/content/cities';
import { computeEstimate } from '@/features/estimate/compute-estimate';
import { localHref } from '@/lib/i18n/localized-paths';

/**
 * The estimate on the booking form's step 2 and above the quotation form: total, range,
 * valid-until date, and the itemised lines behind a disclosure. Rendered on the server and
 * handed to the client form as markup, so the tariff and the arithmetic add no JavaScript.
 */
export function CarriedEstimateView({
  estimate,
  headingLevel = 'h2',
}: {
  estimate: CarriedEstimate;
  headingLevel?: 'h2' | 'h3';
}) {
  const { carriedEstimateTexts: t } = inPageLocale(carriedEstimateText);
  const { estimatePage: page } = inPageLocale(estimateText);
  const { lineLabels, assumptionTexts } = inPageLocale(estimateLinesText);
  const { cityBySlug } = inPageLocale(citiesText);
  const { validUntil, query } = estimate;
  // The same figures in the page's words (the estimate as carried is computed in English).
  const result = computeEstimate(estimate.inputs, {
    lineLabels,
    assumptionTexts,
    cityName: (slug) => cityBySlug(slug)?.name,
  });
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="carried-estimate-heading"
      data-testid="carried-estimate"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <Heading id="carried-estimate-heading" className="text-lg font-bold text-brand-900">
        {t.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <EstimateHeadline
        page={page}
        result={result}
        validUntil={validUntil}
        testId="carried-estimate-total"
      />
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700 underline">
          {t.breakdown}
        </summary>
        <EstimateLinesTable page={page} result={result} className="mt-2" />
      </details>
      <p className="mt-3 text-sm">
        <a
          href={localHref(`${page.path}?${query}`, pageLocale())}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t.change}
        </a>
      </p>
    </section>
  );
}
