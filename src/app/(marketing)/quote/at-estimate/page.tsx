import type { Metadata } from 'next';
import { QuotePage } from '@/components/pages/QuotePage';
import { quotePage } from '@/content/quote';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

// /quote?size=… is rewritten here by the proxy (src/proxy.ts): the query carries an estimate
// from /estimate, whose inputs the form must send back without JavaScript too (a hidden field
// only the server can write), so this twin of /quote renders per request. Not indexed: its
// canonical is /quote.
export const metadata: Metadata = {
  ...pageMetadata({
    title: quotePage.metaTitle,
    description: quotePage.description,
    path: '/quote',
  }),
  robots: { index: false, follow: true },
};

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
