import { estimatePage as page } from '@/content/estimate';
import { LinkButton } from '@/components/ui/LinkButton';

/** "Book at this price" and "Email me this quote": both carry the inputs, never the figures. */
export function EstimateActions({ query, service }: { query: string; service: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
      <LinkButton href={`/booking?service=${service}&${query}`}>{page.book}</LinkButton>
      <LinkButton href={`/quote?${query}#quotation`} variant="secondary">
        {page.emailQuote}
      </LinkButton>
    </div>
  );
}
