import type { Metadata } from 'next';
import { LegalPage } from '@/components/pages/LegalPage';
import { privacy } from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: privacy.metaTitle,
  description: privacy.description,
  path: '/privacy',
});

export default function Page() {
  return <LegalPage page={privacy} idPrefix="privacy" />;
}
