import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { UniqueSection } from '@/components/sections/UniqueSection';
import { unique } from '@/content/unique';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: unique.metaTitle,
  description: unique.description,
  path: '/unique',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: unique.metaTitle, path: '/unique' }]} />
      <UniqueSection as="h1" />
      <CtaBand />
    </>
  );
}
