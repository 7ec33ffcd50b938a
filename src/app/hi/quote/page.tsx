import { QuoteRoute, quoteMetadata } from '@/app/_localized/quote';

export const metadata = quoteMetadata('hi');

export default function Page() {
  return <QuoteRoute locale="hi" />;
}
