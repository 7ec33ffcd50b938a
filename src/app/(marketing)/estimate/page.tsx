import type { Metadata } from 'next';
import { EstimatePage } from '@/components/pages/EstimatePage';
import { estimatePage } from '@/features/estimate/content/estimate';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

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
