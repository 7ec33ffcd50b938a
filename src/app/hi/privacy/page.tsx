import { LegalRoute, legalMetadata } from '@/app/_localized/legal';

export const metadata = legalMetadata('privacy', 'hi');

export default function Page() {
  return <LegalRoute which="privacy" locale="hi" />;
}
