import type { Metadata } from 'next';
import { QuotePage } from '@/components/pages/QuotePage';
import { quotePage } from '@/content/quote';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: quotePage.metaTitle,
  description: quotePage.description,
  path: '/quote',
});

/** Rendered per request: the query may carry an estimate to be emailed (see /booking). */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage query={await searchParams} />
    </>
  );
}
