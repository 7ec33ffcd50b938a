import { QuoteRoute } from '@/app/_localized/quote';
import { quoteMetadata } from '@/app/_localized/quote-metadata';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/or/quote';

export const metadata = quoteMetadata('or');

export default function Page() {
  return (
    <QuoteTexts>
      <QuoteRoute locale="or" />
    </QuoteTexts>
  );
}
