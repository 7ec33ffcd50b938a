import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { LegalPage } from '@/components/pages/LegalPage';
import * as legalText from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Which = 'terms' | 'privacy';

/** The terms and the privacy notice in each language (the English text binds; its note says so). */
export function legalMetadata(which: Which, locale: Locale) {
  const page = inLocale(legalText, locale)[which];
  return pageMetadata({
    title: page.metaTitle,
    description: page.description,
    path: `/${which}`,
    locale,
  });
}

export function LegalRoute({ which, locale }: { which: Which; locale: Locale }) {
  setPageLocale(locale);
  const page = inLocale(legalText, locale)[which];
  return (
    <>
      <Breadcrumbs pages={[{ name: page.metaTitle, path: `/${which}` }]} />
      <LegalPage page={page} idPrefix={which} />
    </>
  );
}
