import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuotePage } from '@/components/pages/QuotePage';
import { quotePage } from '@/features/leads/content/quote-request';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { EstimateQuoteForm } from '@/features/leads/ui/quote/EstimateQuoteForm';
import { carriedEstimateOf } from '@/features/estimate/ui/carried-estimate';

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
  const estimate = carriedEstimateOf(await searchParams);
  // A query that carries no valid estimate asks for /quote itself, prerendered with its
  // pop-up; this page then never needs the pop-up's code.
  if (!estimate) redirect('/quote');
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage>
        <EstimateQuoteForm estimate={estimate} />
      </QuotePage>
    </>
  );
}
