import type { Metadata } from 'next';
import { EstimatePage } from '@/components/estimate/EstimatePage';
import { estimatePage } from '@/content/estimate';

export const metadata: Metadata = {
  title: estimatePage.metaTitle,
  description: estimatePage.description,
  alternates: { canonical: estimatePage.path },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <EstimatePage query={await searchParams} />;
}
