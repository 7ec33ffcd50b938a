import type { Metadata } from 'next';
import { QuotePage } from '@/components/pages/QuotePage';
import { quotePage } from '@/features/leads/content/quote-request';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { QuotePopup } from '@/features/leads/ui/quote/QuotePopup';

export const metadata: Metadata = pageMetadata({
  title: quotePage.metaTitle,
  description: quotePage.description,
  path: '/quote',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage>
        <QuotePopup />
      </QuotePage>
    </>
  );
}
