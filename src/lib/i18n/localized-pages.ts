import { publicRoutes } from '@/content/routes';
import type { Locale } from './locales';
import { isTranslatedPath, splitLocale } from './localized-paths';

/**
 * Every page under /hi and /or, as its English path: the translated public pages (a city or a
 * service by its slug), `/track`, and the pages the proxy shows for `/booking?size=…` and
 * `/quote?size=…`. localized-pages.test.ts checks this against the route folders.
 */
const pages = new Set<string>([
  ...publicRoutes.filter((route) => isTranslatedPath(route)),
  '/track',
  '/booking/at-estimate',
  '/quote/at-estimate',
]);

/** A review link (/review/{token}): any token is the page's to judge. */
const reviewLink = /^\/review\/[^/]+$/;

/** Where the proxy shows a language's 404 (src/app/hi/page-not-found), with status 404. */
export function localizedNotFoundPath(locale: Exclude<Locale, 'en'>): string {
  return `/${locale}/page-not-found`;
}

/**
 * The language of an address under /hi or /or that names none of its pages (an unknown address,
 * city or service, or an English-only page such as /hi/blog), else undefined.
 */
export function unknownLocalizedPage(pathname: string): Exclude<Locale, 'en'> | undefined {
  const { locale, path } = splitLocale(pathname);
  if (locale === 'en' || pages.has(path) || reviewLink.test(path)) return undefined;
  return locale;
}
