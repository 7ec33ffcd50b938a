import type { Metadata } from 'next';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';
import { quotationLanguage } from '@/features/quotation/server';
import { setPageLocale } from '@/lib/i18n/page-locale';

export const viewport = rootViewport;

type Params = { params: Promise<{ token: string }> };

/** The frame of the quotation's page, in the language of its lead (issue 49). */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return rootMetadata(await quotationLanguage((await params).token));
}

/**
 * The root of /q/{token}: `<html lang>` is its lead's language (the customer's, or the one they
 * chose on the page), so this root layout sits under the token, where it can read it.
 */
export default async function QuotationRootLayout({
  params,
  children,
}: Params & { children: React.ReactNode }) {
  const locale = await quotationLanguage((await params).token);
  setPageLocale(locale);
  return <RootDocument locale={locale}>{children}</RootDocument>;
}
