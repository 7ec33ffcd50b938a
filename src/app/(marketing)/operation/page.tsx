import type { Metadata } from 'next';
import { OperationPage } from '@/components/pages/OperationPage';
import { operation } from '@/content/cities';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: operation.metaTitle,
  description: operation.description,
  path: '/operation',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: operation.metaTitle, path: '/operation' }]} />
      <OperationPage />
    </>
  );
}
