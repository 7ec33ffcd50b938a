import { ContactRoute, contactMetadata } from '@/app/_localized/contact';
import { Texts as ContactTexts } from '@/lib/i18n/generated/or/contact';

export const metadata = contactMetadata('or');

export default function Page() {
  return (
    <ContactTexts>
      <ContactRoute locale="or" />
    </ContactTexts>
  );
}
