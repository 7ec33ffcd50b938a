import { QuoteRoute, quoteMetadata } from '@/app/_localized/quote';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/or/quote';

export const metadata = quoteMetadata('or');

export default function Page() {
  return (
    <QuoteTexts>
      <QuoteRoute locale="or" />
    </QuoteTexts>
  );
}
