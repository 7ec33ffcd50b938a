import { redirect } from 'next/navigation';
import { QuotePage } from '@/components/pages/QuotePage';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { carriedEstimateOf, type Query } from '@/features/estimate/ui/carried-estimate';
import * as quoteText from '@/features/leads/content/quote-request';
import { EstimateQuoteForm } from '@/features/leads/ui/quote/EstimateQuoteForm';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-paths';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

export function QuoteAtEstimateRoute({ locale, query }: { locale: Locale; query: Query }) {
  setPageLocale(locale);
  const { quotePage } = inLocale(quoteText, locale);
  const estimate = carriedEstimateOf(query);
  // A query that carries no valid estimate asks for /quote itself, prerendered with its
  // pop-up; this page then never needs the pop-up's code.
  if (!estimate) redirect(localizedPath('/quote', locale));
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage>
        <EstimateQuoteForm estimate={estimate} />
      </QuotePage>
    </>
  );
}
