import { ServicesRoute, servicesMetadata } from '@/app/_localized/services';

export const metadata = servicesMetadata('en');

export default function Page() {
  return <ServicesRoute locale="en" />;
}
