import type { Metadata } from 'next';
import { shareCardPath, shareCards, shareCardSize, type ShareCardKey } from '@/content/share-cards';
import { site } from '@/content/site';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** A home-style title used as is, without the "| company" suffix of the template. */
  absoluteTitle?: boolean;
  /** The picture a shared link shows; the company's card unless the page has its own. */
  card?: ShareCardKey;
  /** An article's publication date (YYYY-MM-DD) makes its preview an article. */
  publishedTime?: string;
}

/** Title, description, canonical link and social previews (OpenGraph, X) of one public page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  card = 'site',
  publishedTime,
}: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const image = { url: shareCardPath(card), ...shareCardSize, alt: shareCards[card].alt };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_IN',
      images: [image],
      ...(publishedTime ? { type: 'article', publishedTime } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
