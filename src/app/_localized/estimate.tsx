import { EstimatePage } from '@/components/pages/EstimatePage';
import * as estimateText from '@/features/estimate/content/estimate';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Query = Record<string, string | string[] | undefined>;

/** The price estimate in each language: /estimate, /hi/estimate, /or/estimate. */
export function estimateMetadata(locale: Locale) {
  const { estimatePage } = inLocale(estimateText, locale);
  return pageMetadata({
    title: estimatePage.metaTitle,
    description: estimatePage.description,
    path: estimateText.estimatePage.path,
    locale,
  });
}

export function EstimateRoute({ locale, query }: { locale: Locale; query: Query }) {
  setPageLocale(locale);
  const { estimatePage } = inLocale(estimateText, locale);
  return (
    <>
      <Breadcrumbs
        pages={[{ name: estimatePage.metaTitle, path: estimateText.estimatePage.path }]}
      />
      <EstimatePage query={query} />
    </>
  );
}
