import { ContactRoute, contactMetadata } from '@/app/_localized/contact';

export const metadata = contactMetadata('or');

export default function Page() {
  return <ContactRoute locale="or" />;
}
