import type { Metadata } from 'next';
import { BlogIndex } from '@/components/pages/BlogIndex';
import { blogPage } from '@/content/blog';

export const metadata: Metadata = {
  title: blogPage.metaTitle,
  description: blogPage.description,
  alternates: { canonical: '/blog' },
};

export default function Page() {
  return <BlogIndex />;
}
