import type { Metadata, Viewport } from 'next';
import * as siteText from '@/content/site';
import { siteUrl } from '@/env';
import { htmlLang, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';
import '@/app/globals.css';

/**
 * The document every root layout writes. The site has several root layouts (the English route
 * groups, /q, /verify, and one each for /hi and /or) because `<html lang>` is the page's
 * language and a static page cannot read it from the request; moving between them is a full
 * page load, which only the language switch and staff links do.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={htmlLang[locale]}>
      <body>{children}</body>
    </html>
  );
}

/** The head every page of a locale starts from (base URL, title template, the site's name). */
export function rootMetadata(locale: Locale): Metadata {
  const { site } = inLocale(siteText, locale);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.tagline,
    applicationName: site.name,
    formatDetection: { telephone: false },
    openGraph: { siteName: site.name, locale: openGraphLocale[locale], type: 'website' },
  };
}

export const rootViewport: Viewport = {
  themeColor: '#0f2257',
  width: 'device-width',
  initialScale: 1,
};
