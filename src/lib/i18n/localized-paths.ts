import { defaultLocale, locales, type Locale } from './locales';

/**
 * The customer's pages that exist in Hindi and Odia (issue 49): a route under src/app/hi and
 * src/app/or for each (localized-paths.test.ts checks). Staff pages, the blog, the guides and the
 * company pages stay English: a link to them from a Hindi page goes to the English page, and the
 * language switch on them leads to the locale's home.
 */
const translatedPages: readonly RegExp[] = [
  /^\/$/,
  /^\/(booking|estimate|contact|quote|track|faq|terms|privacy|services)$/,
  /^\/services\/[a-z0-9-]+$/,
  /^\/packers-and-movers\/[a-z0-9-]+$/,
  /^\/review\/[^/]+$/,
];

export function isTranslatedPath(path: string): boolean {
  return translatedPages.some((page) => page.test(path));
}

/** `/hi/booking` → `{ locale: 'hi', path: '/booking' }`; an English path keeps `en`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const locale = locales.find((l) => l !== defaultLocale && l === first);
  if (!locale) return { locale: defaultLocale, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}

/** An English path as the page of `locale` (unchanged for English, or a page not translated). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !isTranslatedPath(path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A link of the site's content (`/booking?service=car`, `#top`, `tel:…`) as seen from a page of
 * `locale`: a translated page's link stays in the language, anything else is left as it is.
 */
export function localHref(href: string, locale: Locale): string {
  if (locale === defaultLocale || !href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return localizedPath(path, locale) + (cut === -1 ? '' : href.slice(cut));
}

/** Where the language switch leads from `pathname` to `locale`: the same page, or that home. */
export function switchTarget(pathname: string, locale: Locale): string {
  const { path } = splitLocale(pathname);
  if (locale === defaultLocale) return isTranslatedPath(path) ? path : '/';
  return isTranslatedPath(path) ? localizedPath(path, locale) : `/${locale}`;
}
