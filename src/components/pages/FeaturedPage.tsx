import { CtaBand } from '@/components/sections/CtaBand';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';

/** The partners and awards page (/featured); `logoMarkup` as PartnersSection takes it. */
export function FeaturedPage({ logoMarkup }: { logoMarkup: Readonly<Record<string, string>> }) {
  return (
    <>
      <PartnersSection as="h1" logoMarkup={logoMarkup} />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
