import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('privacy', 'en');

export default function Page() {
  return <LegalRoute which="privacy" locale="en" />;
}
