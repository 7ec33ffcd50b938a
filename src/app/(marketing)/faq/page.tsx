import type { Metadata } from 'next';
import { FaqPage } from '@/components/pages/FaqPage';
import { faqItems, faqPage } from '@/content/faq';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageLd } from '@/components/seo/structured-data';

export const metadata: Metadata = pageMetadata({
  title: faqPage.metaTitle,
  description: faqPage.description,
  path: '/faq',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: faqPage.metaTitle, path: '/faq' }]} />
      <JsonLd data={faqPageLd(faqItems)} />
      <FaqPage />
    </>
  );
}
