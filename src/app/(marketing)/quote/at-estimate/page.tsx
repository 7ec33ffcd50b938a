import { QuoteAtEstimateRoute } from '@/app/_localized/quote-at-estimate';
import { quoteAtEstimateMetadata } from '@/app/_localized/quote-metadata';

export const metadata = quoteAtEstimateMetadata('en');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <QuoteAtEstimateRoute locale="en" query={await searchParams} />;
}
