import type { Metadata } from 'next';
import { FaqPage } from '@/components/pages/FaqPage';
import { faqPage } from '@/content/faq';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: faqPage.metaTitle,
  description: faqPage.description,
  path: '/faq',
});

export default function Page() {
  return <FaqPage />;
}
