import type { Metadata } from 'next';
import { ServicesPage } from '@/components/pages/ServicesPage';
import { servicesPage } from '@/content/services-page';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { mainNav } from '@/content/nav';
import { serviceArt } from '@/content/art';
import { services } from '@/content/services';
import { inlineSvg } from '@/server/media/inline-picture';

export const metadata: Metadata = pageMetadata({
  title: servicesPage.metaTitle,
  description: servicesPage.description,
  path: '/services',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: mainNav.services.label, path: mainNav.services.href }]} />
      <ServicesPage firstArtMarkup={inlineSvg(serviceArt[services[0].slug].src)} />
    </>
  );
}
