import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { CustomerQuotationView } from '@/features/quotation/ui/CustomerQuotationView';
import { QuotationRefusedView } from '@/features/quotation/ui/QuotationRefusedView';
import {
  customerQuotationPage as t,
  quotationNotices,
  type QuotationNotice,
} from '@/features/quotation/content/quotation-page';
import { clientAddress } from '@/server/http/client-address';
import { sessionTokenFrom } from '@/features/people/server';
import { customerQuotation, type ViewResult } from '@/features/quotation/server';

export const metadata: Metadata = {
  title: t.heading,
  // The token is the customer's only key: never in an index, nor in a Referer to another site.
  robots: { index: false, follow: false, nocache: true },
  referrer: 'same-origin',
};

type Search = Record<string, string | string[] | undefined>;

/** /q/{token}: the customer's quotation, its acceptance, the advance by UPI. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Search>;
}) {
  const { token } = await params;
  const query = (await searchParams).notice;
  const notice =
    typeof query === 'string' && query in quotationNotices ? (query as QuotationNotice) : undefined;
  let result: ViewResult | { ok: false; reason: 'unavailable' };
  try {
    const request = await headers();
    result = await customerQuotation(token, clientAddress(request), sessionTokenFrom(request));
  } catch (error) {
    console.error('[quotation] the page could not be read:', error);
    result = { ok: false, reason: 'unavailable' };
  }
  if (result.ok)
    return <CustomerQuotationView token={token} quotation={result.quotation} notice={notice} />;
  if (result.reason === 'not_found') notFound();
  return <QuotationRefusedView reason={result.reason} />;
}
