import { ServiceGrid } from '@/components/services/ServiceGrid';

/** Every service as a card (/services); `firstArtMarkup` as ServiceGrid takes it. */
export function ServicesPage({ firstArtMarkup }: { firstArtMarkup: string }) {
  return <ServiceGrid headingLevel="h1" firstArtMarkup={firstArtMarkup} />;
}
