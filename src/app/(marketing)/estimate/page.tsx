import type { Metadata } from 'next';
import { EstimatePage } from '@/components/estimate/EstimatePage';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { estimatePage } from '@/content/estimate';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: estimatePage.metaTitle,
  description: estimatePage.description,
  path: estimatePage.path,
});

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <Breadcrumbs pages={[{ name: estimatePage.metaTitle, path: estimatePage.path }]} />
      <EstimatePage query={await searchParams} />
    </>
  );
}
