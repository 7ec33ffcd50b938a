import * as estimateText from '@/features/estimate/content/estimate';
import { TickList } from '@/components/ui/TickList';
import { Section } from '@/components/ui/Section';
import { PageHeader } from '@/components/pages/PageHeader';
import { EstimateCalculator } from '@/features/estimate/ui/EstimateCalculator';
import { estimateViewOf } from '@/features/estimate/ui/estimate-view';
import { inPageLocale } from '@/lib/i18n/page-locale';
import * as estimateLinesText from '@/features/estimate/content/estimate-lines';
import * as citiesText from '@/content/cities';

/** /estimate: the form and its answer, then what the price includes and what costs extra. */
export function EstimatePage({ query }: { query: Record<string, string | string[] | undefined> }) {
  const { estimatePage: page } = inPageLocale(estimateText);
  const { lineLabels, assumptionTexts } = inPageLocale(estimateLinesText);
  const { cityBySlug } = inPageLocale(citiesText);
  const view = estimateViewOf(query, {
    lineLabels,
    assumptionTexts,
    cityName: (slug) => cityBySlug(slug)?.name,
  });
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="px-4 pb-12">
        <div className="mx-auto max-w-6xl">
          <EstimateCalculator
            initial={view.initial}
            validUntil={view.validUntil}
            today={view.today}
          />
        </div>
      </div>
      <Section headingId="estimate-included-heading" title={page.includedHeading} tone="tint">
        <TickList items={page.included} />
      </Section>
      <Section headingId="estimate-extras-heading" title={page.extrasHeading}>
        <ul className="list-disc space-y-3 pl-6 text-slate-800">
          {page.extras.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
