import * as quoteText from '@/features/leads/content/quote-request';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

// Apart from the routes' modules: a module that imports the pop-up must not be imported by the
// carried estimate's route, or its code goes to that route's scripts (and the other way round).

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
