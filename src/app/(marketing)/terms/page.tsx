import type { Metadata } from 'next';
import { LegalPage } from '@/components/pages/LegalPage';
import { terms } from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: terms.metaTitle,
  description: terms.description,
  path: '/terms',
});

export default function Page() {
  return <LegalPage page={terms} idPrefix="terms" />;
}
