import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('terms', 'hi');

export default function Page() {
  return <LegalRoute which="terms" locale="hi" />;
}
