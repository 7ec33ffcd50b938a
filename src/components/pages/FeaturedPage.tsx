import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { featured } from '@/content/partners';

/** The partners and awards page (/featured). */
export function FeaturedPage() {
  return (
    <>
      <Breadcrumbs pages={[{ name: featured.metaTitle, path: '/featured' }]} />
      <PartnersSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
