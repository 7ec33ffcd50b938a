import { FaqPage } from '@/components/pages/FaqPage';
import * as faqText from '@/content/faq';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageLd } from '@/components/seo/structured-data';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** The questions page in each language: /faq, /hi/faq, /or/faq. */
export function faqMetadata(locale: Locale) {
  const { faqPage } = inLocale(faqText, locale);
  return pageMetadata({
    title: faqPage.metaTitle,
    description: faqPage.description,
    path: '/faq',
    locale,
  });
}

export function FaqRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { faqPage, faqItems } = inLocale(faqText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: faqPage.metaTitle, path: '/faq' }]} />
      <JsonLd data={faqPageLd(faqItems)} />
      <FaqPage />
    </>
  );
}
