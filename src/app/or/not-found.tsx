import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
import * as notFoundText from '@/content/not-found';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

const { notFoundPage } = inLocale(notFoundText, 'or');

export const metadata: Metadata = {
  title: notFoundPage.metaTitle,
  description: notFoundPage.description,
};

export default function NotFound() {
  setPageLocale('or');
  return <NotFoundPage />;
}
