import { ContactPage } from '@/components/pages/ContactPage';
import * as contactText from '@/features/leads/content/contact';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** The contact page in each language: /contact, /hi/contact, /or/contact. */
export function contactMetadata(locale: Locale) {
  const { contactPage } = inLocale(contactText, locale);
  return pageMetadata({
    title: contactPage.metaTitle,
    description: contactPage.description,
    path: '/contact',
    locale,
  });
}

export function ContactRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { contactPage } = inLocale(contactText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: contactPage.metaTitle, path: '/contact' }]} />
      <ContactPage />
    </>
  );
}
