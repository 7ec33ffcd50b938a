import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { featured } from '@/content/partners';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: featured.metaTitle,
  description: featured.description,
  path: '/featured',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: featured.metaTitle, path: '/featured' }]} />
      <PartnersSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
