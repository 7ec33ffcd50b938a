import type { Metadata } from 'next';
import { LegalPage } from '@/components/pages/LegalPage';
import { terms } from '@/content/legal';

export const metadata: Metadata = {
  title: terms.metaTitle,
  description: terms.description,
  alternates: { canonical: '/terms' },
};

export default function Page() {
  return <LegalPage page={terms} idPrefix="terms" />;
}
