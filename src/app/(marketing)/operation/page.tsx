import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CitiesSection } from '@/components/sections/CitiesSection';
import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { operation } from '@/content/cities';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: operation.metaTitle,
  description: operation.description,
  path: '/operation',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: operation.metaTitle, path: '/operation' }]} />
      <CitiesSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
