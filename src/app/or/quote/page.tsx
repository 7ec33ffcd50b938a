import { QuoteRoute, quoteMetadata } from '@/app/_localized/quote';

export const metadata = quoteMetadata('or');

export default function Page() {
  return <QuoteRoute locale="or" />;
}
