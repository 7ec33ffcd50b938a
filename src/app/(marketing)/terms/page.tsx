import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { LegalPage } from '@/components/pages/LegalPage';
import { terms } from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: terms.metaTitle,
  description: terms.description,
  path: '/terms',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: terms.metaTitle, path: '/terms' }]} />
      <LegalPage page={terms} idPrefix="terms" />
    </>
  );
}
