import { QuoteAtEstimateRoute } from '@/app/_localized/quote-at-estimate';
import { quoteAtEstimateMetadata } from '@/app/_localized/quote-metadata';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/hi/quote';

export const metadata = quoteAtEstimateMetadata('hi');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <QuoteTexts>
      <QuoteAtEstimateRoute locale="hi" query={await searchParams} />
    </QuoteTexts>
  );
}
