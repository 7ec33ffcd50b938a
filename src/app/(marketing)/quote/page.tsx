import type { Metadata } from 'next';
import { QuotePage } from '@/components/quote/QuotePage';
import { quotePage } from '@/content/quote';

export const metadata: Metadata = {
  title: quotePage.metaTitle,
  description: quotePage.description,
  alternates: { canonical: '/quote' },
};

export default function Page() {
  return <QuotePage />;
}
