import type { Metadata } from 'next';
import { site } from '@/content/site';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** A home-style title used as is, without the "| company" suffix of the template. */
  absoluteTitle?: boolean;
  /** An article (a blog post): its OpenGraph type is `article`, with its publication date. */
  article?: { publishedTime: string };
}

/**
 * The metadata of every public route, in one place: title, description, canonical link and
 * the social preview (OpenGraph). Every page.tsx of app/(marketing) calls this, so what a
 * search engine or a shared link sees is added here once for all pages.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  article,
}: PageMeta): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: absoluteTitle ? title : `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_IN',
      ...(article
        ? { type: 'article', publishedTime: article.publishedTime }
        : { type: 'website' }),
    },
  };
}
