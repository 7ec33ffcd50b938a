import { QuoteRoute } from '@/app/_localized/quote';
import { quoteMetadata } from '@/app/_localized/quote-metadata';

export const metadata = quoteMetadata('en');

export default function Page() {
  return <QuoteRoute locale="en" />;
}
