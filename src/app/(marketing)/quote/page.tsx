import { QuoteRoute, quoteMetadata } from '@/app/_localized/quote';

export const metadata = quoteMetadata('en');

export default function Page() {
  return <QuoteRoute locale="en" />;
}
