import { ContactRoute, contactMetadata } from '@/app/_localized/contact';

export const metadata = contactMetadata('hi');

export default function Page() {
  return <ContactRoute locale="hi" />;
}
