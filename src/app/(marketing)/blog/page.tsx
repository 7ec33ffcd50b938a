import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { BlogIndex } from '@/components/pages/BlogIndex';
import { blogPage } from '@/content/blog';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: blogPage.metaTitle,
  description: blogPage.description,
  path: '/blog',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: blogPage.metaTitle, path: '/blog' }]} />
      <BlogIndex />
    </>
  );
}
