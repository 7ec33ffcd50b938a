import type { Metadata } from 'next';
import { site } from '@/content/site';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** A home-style title used as is, without the "| company" suffix of the template. */
  absoluteTitle?: boolean;
}

/** Title, description, canonical link and social preview of one public page. */
export function pageMetadata({ title, description, path, absoluteTitle }: PageMeta): Metadata {
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
      type: 'website',
    },
  };
}
