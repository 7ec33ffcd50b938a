import type { Metadata } from 'next';
import { FeaturedPage } from '@/components/pages/FeaturedPage';
import { featured, partners } from '@/content/partners';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { inlineSvg } from '@/server/media/inline-picture';

export const metadata: Metadata = pageMetadata({
  title: featured.metaTitle,
  description: featured.description,
  path: '/featured',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: featured.metaTitle, path: '/featured' }]} />
      <FeaturedPage
        logoMarkup={Object.fromEntries(partners.map(({ logo }) => [logo, inlineSvg(logo)]))}
      />
    </>
  );
}
