import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { LegalPage } from '@/components/pages/LegalPage';
import { privacy } from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: privacy.metaTitle,
  description: privacy.description,
  path: '/privacy',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: privacy.metaTitle, path: '/privacy' }]} />
      <LegalPage page={privacy} idPrefix="privacy" />
    </>
  );
}
