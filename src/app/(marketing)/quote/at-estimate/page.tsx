import { QuoteAtEstimateRoute, quoteAtEstimateMetadata } from '@/app/_localized/quote-at-estimate';

export const metadata = quoteAtEstimateMetadata('en');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <QuoteAtEstimateRoute locale="en" query={await searchParams} />;
}
