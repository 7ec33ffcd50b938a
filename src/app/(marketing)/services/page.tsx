import type { Metadata } from 'next';
import { ServiceGrid } from '@/components/services/ServiceGrid';
import { servicesPage } from '@/content/services-page';

export const metadata: Metadata = {
  title: servicesPage.metaTitle,
  description: servicesPage.description,
  alternates: { canonical: '/services' },
};

export default function Page() {
  return <ServiceGrid headingLevel="h1" />;
}
