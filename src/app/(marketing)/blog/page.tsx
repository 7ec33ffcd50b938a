import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { BlogIndex } from '@/components/pages/BlogIndex';
import { serviceArt } from '@/content/art';
import { blogPage, blogPosts } from '@/content/blog';
import { inlineSvg } from '@/server/media/inline-picture';
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
      <BlogIndex firstArtMarkup={inlineSvg(serviceArt[blogPosts[0]!.art].src)} />
    </>
  );
}
