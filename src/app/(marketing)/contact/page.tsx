import { ContactRoute, contactMetadata } from '@/app/_localized/contact';

export const metadata = contactMetadata('en');

export default function Page() {
  return <ContactRoute locale="en" />;
}
