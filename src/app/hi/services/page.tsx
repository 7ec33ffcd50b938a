import { ServicesRoute, servicesMetadata } from '@/app/_localized/services';

export const metadata = servicesMetadata('hi');

export default function Page() {
  return <ServicesRoute locale="hi" />;
}
