import { ContactRoute, contactMetadata } from '@/app/_localized/contact';
import { Texts as ContactTexts } from '@/lib/i18n/generated/hi/contact';

export const metadata = contactMetadata('hi');

export default function Page() {
  return (
    <ContactTexts>
      <ContactRoute locale="hi" />
    </ContactTexts>
  );
}
