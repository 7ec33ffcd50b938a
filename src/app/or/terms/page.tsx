import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('terms', 'or');

export default function Page() {
  return <LegalRoute which="terms" locale="or" />;
}
