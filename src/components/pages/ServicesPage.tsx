import { ServiceGrid } from '@/components/services/ServiceGrid';

/** Every service as a card (/services). */
export function ServicesPage() {
  return <ServiceGrid headingLevel="h1" />;
}
