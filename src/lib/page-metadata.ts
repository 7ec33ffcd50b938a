import type { Metadata } from 'next';
import { shareCardPath, shareCards, shareCardSize, type ShareCardKey } from '@/content/share-cards';
import * as siteText from '@/content/site';
import { defaultLocale, locales, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { isTranslatedPath, localizedPath } from '@/lib/i18n/localized-paths';
import { inLocale } from '@/lib/i18n/page-locale';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** A home-style title used as is, without the "| company" suffix of the template. */
  absoluteTitle?: boolean;
  /** The picture a shared link shows; the company's card unless the page has its own. */
  card?: ShareCardKey;
  /** An article's publication date (YYYY-MM-DD) makes its preview an article. */
  publishedTime?: string;
  /** The page's language; `path` is always the English path (`/booking`, not `/hi/booking`). */
  locale?: Locale;
}

/**
 * A translated page names each language's version (`hreflang`), English as the default for
 * everyone else; a page that exists only in English names none.
 */
function languageAlternates(path: string): Record<string, string> | undefined {
  if (!isTranslatedPath(path)) return undefined;
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, localizedPath(path, locale)])),
    'x-default': path,
  };
}

/** Title, description, canonical link and social previews (OpenGraph, X) of one public page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  card = 'site',
  publishedTime,
  locale = defaultLocale,
}: PageMeta): Metadata {
  const { site } = inLocale(siteText, locale);
  const url = localizedPath(path, locale);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const image = { url: shareCardPath(card), ...shareCardSize, alt: shareCards[card].alt };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.name,
      locale: openGraphLocale[locale],
      images: [image],
      ...(publishedTime ? { type: 'article', publishedTime } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
