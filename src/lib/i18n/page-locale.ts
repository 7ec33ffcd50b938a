import 'server-only';
import { cache } from 'react';
import { defaultLocale, type Locale } from './locales';
import { serverTranslations } from './generated/server-translations';
import { translationOf } from './translation-table';

// One box per request (React's cache is scoped to a server render): the /hi and /or layouts and
// pages put their locale in it before anything below them renders. Each page sets it too, since
// a client-side navigation renders the page without its layout.
const box = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setPageLocale(locale: Locale): void {
  box().locale = locale;
}

/** The locale of the page being rendered: `en` unless a /hi or /or route said otherwise. */
export function pageLocale(): Locale {
  return box().locale;
}

/**
 * A server component's texts in the page's language: `const { homePage } = inPageLocale(home)`
 * with `import * as home from '@/content/home'`.
 */
export function inPageLocale<M extends object>(english: M): M {
  return translationOf(serverTranslations, english, pageLocale());
}

/** The same, for a locale known outside a render (generateMetadata, the sitemap). */
export function inLocale<M extends object>(english: M, locale: Locale): M {
  return translationOf(serverTranslations, english, locale);
}
