import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { QuotePage } from '@/components/quote/QuotePage';
import { quotePage } from '@/content/quote';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: quotePage.metaTitle,
  description: quotePage.description,
  path: '/quote',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage />
    </>
  );
}
