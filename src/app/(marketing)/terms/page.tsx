import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('terms', 'en');

export default function Page() {
  return <LegalRoute which="terms" locale="en" />;
}
