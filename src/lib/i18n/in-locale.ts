import type { Locale } from './locales';
import type { Translated } from './translated';

/**
 * One content export in the customer's language: the English text and its Hindi and Odia
 * translations (`X.hi.ts`, `X.or.ts` beside `X.ts`, each typed Translated<typeof en.name>), so
 * a caller passes the lead's locale and reads the same keys whatever it is.
 */
export function inLocale<T>(
  locale: Locale,
  texts: { en: T; hi: Translated<T>; or: Translated<T> },
): Translated<T> {
  return locale === 'en' ? (texts.en as Translated<T>) : texts[locale];
}

/**
 * A path of the customer's pages in their language: English keeps today's URLs, Hindi and Odia
 * live under /hi and /or (`/track?ref=…` → `/hi/track?ref=…`).
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
