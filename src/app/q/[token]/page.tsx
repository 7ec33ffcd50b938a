import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { CustomerQuotationView } from '@/features/quotation/ui/CustomerQuotationView';
import { QuotationRefusedView } from '@/features/quotation/ui/QuotationRefusedView';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import type { QuotationNotice } from '@/features/quotation/content/quotation-page';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { clientAddress } from '@/server/http/client-address';
import { sessionTokenFrom } from '@/features/people/server';
import { customerQuotation, quotationLanguage, type ViewResult } from '@/features/quotation/server';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ token: string }>;
}): Promise<Metadata> {
  const locale = await quotationLanguage((await params).token);
  return {
    title: inLocale(quotationPage, locale).customerQuotationPage.heading,
    // The token is the customer's only key: never in an index, nor in a Referer to another site.
    robots: { index: false, follow: false, nocache: true },
    referrer: 'same-origin',
  };
}

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
    typeof query === 'string' && query in quotationPage.quotationNotices
      ? (query as QuotationNotice)
      : undefined;
  let result: ViewResult | { ok: false; reason: 'unavailable' };
  try {
    const request = await headers();
    result = await customerQuotation(token, clientAddress(request), sessionTokenFrom(request));
  } catch (error) {
    console.error('[quotation] the page could not be read:', error);
    result = { ok: false, reason: 'unavailable' };
  }
  // The lead's language (as its root layout read it): a client-side navigation renders the
  // page without its layout, so the page sets it too.
  if (result.ok) setPageLocale(result.quotation.language);
  if (result.ok)
    return <CustomerQuotationView token={token} quotation={result.quotation} notice={notice} />;
  if (result.reason === 'not_found') notFound();
  return <QuotationRefusedView reason={result.reason} />;
}
