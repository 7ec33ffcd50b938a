import type { Metadata } from 'next';
import { PricingPage } from '@/components/pages/PricingPage';
import { pricingPage } from '@/content/pricing';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: pricingPage.metaTitle,
  description: pricingPage.description,
  path: '/pricing',
});

export default function Page() {
  return <PricingPage />;
}
