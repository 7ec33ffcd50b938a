import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/pages/BlogArticle';
import { blogPage, blogPath, blogPosts } from '@/content/blog';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

// The three articles are built at build time; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

const postFor = (slug: string) => blogPosts.find((post) => post.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = postFor((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPath(post.slug),
    publishedTime: post.date,
  });
}

export default async function Page({ params }: Props) {
  const post = postFor((await params).slug);
  if (!post) notFound();
  return (
    <>
      <Breadcrumbs
        pages={[
          { name: blogPage.metaTitle, path: '/blog' },
          { name: post.title, path: blogPath(post.slug) },
        ]}
      />
      <BlogArticle post={post} />
    </>
  );
}
