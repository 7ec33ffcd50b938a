import { QuotePage } from '@/components/pages/QuotePage';
import * as quoteText from '@/features/leads/content/quote-request';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { QuotePopup } from '@/features/leads/ui/quote/QuotePopup';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { redirect } from 'next/navigation';
import { EstimateQuoteForm } from '@/features/leads/ui/quote/EstimateQuoteForm';
import { carriedEstimateOf, type Query } from '@/features/estimate/ui/carried-estimate';
import { localizedPath } from '@/lib/i18n/localized-paths';

/** The quotation request in each language: /quote, /hi/quote, /or/quote. */
export function quoteMetadata(locale: Locale) {
  const { quotePage } = inLocale(quoteText, locale);
  return pageMetadata({
    title: quotePage.metaTitle,
    description: quotePage.description,
    path: '/quote',
    locale,
  });
}

/**
 * /quote?size=… is rewritten to …/quote/at-estimate by the proxy, as /booking is (booking.tsx):
 * the estimate's inputs ride in a hidden field only the server can write. Not indexed.
 */
export function quoteAtEstimateMetadata(locale: Locale) {
  return { ...quoteMetadata(locale), robots: { index: false, follow: true } };
}

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

export function QuoteRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { quotePage } = inLocale(quoteText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage>
        <QuotePopup />
      </QuotePage>
    </>
  );
}
