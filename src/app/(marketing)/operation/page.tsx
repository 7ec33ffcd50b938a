import type { Metadata } from 'next';
import { OperationPage } from '@/components/pages/OperationPage';
import { operation } from '@/content/cities';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: operation.metaTitle,
  description: operation.description,
  path: '/operation',
});

export default function Page() {
  return <OperationPage />;
}
