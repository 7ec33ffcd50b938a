import { BookingPage } from '@/components/pages/BookingPage';
import * as bookingText from '@/features/leads/content/booking';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

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
