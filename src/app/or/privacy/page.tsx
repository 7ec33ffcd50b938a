import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('privacy', 'or');

export default function Page() {
  return <LegalRoute which="privacy" locale="or" />;
}
