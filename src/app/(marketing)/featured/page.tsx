import type { Metadata } from 'next';
import { FeaturedPage } from '@/components/pages/FeaturedPage';
import { featured } from '@/content/partners';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: featured.metaTitle,
  description: featured.description,
  path: '/featured',
});

export default function Page() {
  return <FeaturedPage />;
}
