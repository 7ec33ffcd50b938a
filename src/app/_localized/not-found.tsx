import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
import * as notFoundText from '@/content/not-found';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** The 404 of /hi and /or: for notFound() in their pages and for an address naming no page. */
export function notFoundMetadata(locale: Locale): Metadata {
  const { notFoundPage } = inLocale(notFoundText, locale);
  return { title: notFoundPage.metaTitle, description: notFoundPage.description };
}

/**
 * The same as a page of its own (`/hi/page-not-found`), which the proxy shows with status 404:
 * kept out of search engines as Next keeps the English 404 (it adds this to a notFound() itself).
 */
export function notFoundPageMetadata(locale: Locale): Metadata {
  return { ...notFoundMetadata(locale), robots: { index: false } };
}

export function NotFoundRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  return <NotFoundPage />;
}
