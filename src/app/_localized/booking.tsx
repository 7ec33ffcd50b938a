import { BookingPage } from '@/components/pages/BookingPage';
import * as bookingText from '@/features/leads/content/booking';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Query } from '@/features/estimate/ui/carried-estimate';

/** The booking form in each language: /booking, /hi/booking, /or/booking. */
export function bookingMetadata(locale: Locale) {
  const { bookingPage } = inLocale(bookingText, locale);
  return pageMetadata({
    title: bookingPage.metaTitle,
    description: bookingPage.description,
    path: '/booking',
    locale,
  });
}

/**
 * /booking?size=… is rewritten to …/booking/at-estimate by the proxy (src/proxy.ts): the query
 * carries an estimate from /estimate, whose inputs the form must send back without JavaScript
 * too (a hidden field only the server can write), so this twin of /booking renders per request.
 * Not indexed: its canonical is /booking (in its language).
 */
export function bookingAtEstimateMetadata(locale: Locale) {
  return { ...bookingMetadata(locale), robots: { index: false, follow: true } };
}

export function BookingAtEstimateRoute({ locale, query }: { locale: Locale; query: Query }) {
  setPageLocale(locale);
  const { bookingPage } = inLocale(bookingText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: bookingPage.metaTitle, path: '/booking' }]} />
      <BookingPage query={query} />
    </>
  );
}

export function BookingRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { bookingPage } = inLocale(bookingText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: bookingPage.metaTitle, path: '/booking' }]} />
      <BookingPage />
    </>
  );
}
