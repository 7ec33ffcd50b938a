import type { Metadata } from 'next';
import { LegalPage } from '@/components/pages/LegalPage';
import { privacy } from '@/content/legal';

export const metadata: Metadata = {
  title: privacy.metaTitle,
  description: privacy.description,
  alternates: { canonical: '/privacy' },
};

export default function Page() {
  return <LegalPage page={privacy} idPrefix="privacy" />;
}
