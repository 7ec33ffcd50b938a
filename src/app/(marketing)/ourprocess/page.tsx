import type { Metadata } from 'next';
import { ProcessPage } from '@/components/pages/ProcessPage';
import { processSection } from '@/content/process';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: processSection.metaTitle,
  description: processSection.description,
  path: '/ourprocess',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: processSection.metaTitle, path: '/ourprocess' }]} />
      <ProcessPage />
    </>
  );
}
