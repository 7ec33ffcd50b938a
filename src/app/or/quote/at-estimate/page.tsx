import { QuoteAtEstimateRoute } from '@/app/_localized/quote-at-estimate';
import { quoteAtEstimateMetadata } from '@/app/_localized/quote-metadata';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/or/quote';

export const metadata = quoteAtEstimateMetadata('or');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <QuoteTexts>
      <QuoteAtEstimateRoute locale="or" query={await searchParams} />
    </QuoteTexts>
  );
}
