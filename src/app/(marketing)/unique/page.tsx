import type { Metadata } from 'next';
import { UniquePage } from '@/components/pages/UniquePage';
import { unique } from '@/content/unique';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: unique.metaTitle,
  description: unique.description,
  path: '/unique',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: unique.metaTitle, path: '/unique' }]} />
      <UniquePage />
    </>
  );
}
