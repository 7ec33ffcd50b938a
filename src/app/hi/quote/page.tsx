import { QuoteRoute } from '@/app/_localized/quote';
import { quoteMetadata } from '@/app/_localized/quote-metadata';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/hi/quote';

export const metadata = quoteMetadata('hi');

export default function Page() {
  return (
    <QuoteTexts>
      <QuoteRoute locale="hi" />
    </QuoteTexts>
  );
}
