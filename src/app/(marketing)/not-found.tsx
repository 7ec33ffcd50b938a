import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
import { notFoundPage } from '@/content/not-found';

export const metadata: Metadata = {
  title: notFoundPage.metaTitle,
  description: notFoundPage.description,
};

export default function NotFound() {
  return <NotFoundPage />;
}
