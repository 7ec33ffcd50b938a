import { ServicesRoute, servicesMetadata } from '@/app/_localized/services';

export const metadata = servicesMetadata('or');

export default function Page() {
  return <ServicesRoute locale="or" />;
}
