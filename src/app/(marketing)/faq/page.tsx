import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { FaqPage } from '@/components/pages/FaqPage';
import { faqItems, faqPage } from '@/content/faq';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageLd } from '@/lib/structured-data';
import { pageMetadata } from '@/lib/page-metadata';

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
