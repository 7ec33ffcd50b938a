import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { ServiceGrid } from '@/components/services/ServiceGrid';
import { mainNav } from '@/content/nav';
import { servicesPage } from '@/content/services-page';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: servicesPage.metaTitle,
  description: servicesPage.description,
  path: '/services',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: mainNav.services.label, path: mainNav.services.href }]} />
      <ServiceGrid headingLevel="h1" />
    </>
  );
}
