import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
import { notFoundPage } from '@/content/not-found';

// Not through pageMetadata(): a 404 has no canonical address and nothing to preview.
export const metadata: Metadata = {
  title: notFoundPage.metaTitle,
  description: notFoundPage.description,
};

export default function NotFound() {
  return <NotFoundPage />;
}
