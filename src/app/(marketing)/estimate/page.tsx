import type { Metadata } from 'next';
import { EstimatePage } from '@/components/pages/EstimatePage';
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
  return <EstimatePage query={await searchParams} />;
}
