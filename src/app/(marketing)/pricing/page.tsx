import type { Metadata } from 'next';
import { PricingPage } from '@/components/pages/PricingPage';
import { pricingPage } from '@/content/pricing';

export const metadata: Metadata = {
  title: pricingPage.metaTitle,
  description: pricingPage.description,
  alternates: { canonical: '/pricing' },
};

export default function Page() {
  return <PricingPage />;
}
