import type { Metadata } from 'next';
import { FaqPage } from '@/components/pages/FaqPage';
import { faqPage } from '@/content/faq';

export const metadata: Metadata = {
  title: faqPage.metaTitle,
  description: faqPage.description,
  alternates: { canonical: '/faq' },
};

export default function Page() {
  return <FaqPage />;
}
