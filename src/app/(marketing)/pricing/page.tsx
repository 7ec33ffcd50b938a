import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { PricingPage } from '@/components/pages/PricingPage';
import { pricingPage } from '@/content/pricing';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: pricingPage.metaTitle,
  description: pricingPage.description,
  path: '/pricing',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: pricingPage.metaTitle, path: '/pricing' }]} />
      <PricingPage />
    </>
  );
}
