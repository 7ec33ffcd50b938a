import { CtaBand } from '@/components/sections/CtaBand';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';

/** The partners and awards page (/featured). */
export function FeaturedPage() {
  return (
    <>
      <PartnersSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
