import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { GuidePage } from '@/components/pages/GuidePage';
import { guidePath, guides, guideSlugs, type GuideSlug } from '@/content/guides';
import { pageMetadata } from '@/lib/page-metadata';

// The printable guides are built at build time; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return guideSlugs.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

const guideFor = (slug: string) =>
  (guideSlugs as readonly string[]).includes(slug) ? guides[slug as GuideSlug] : undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = guideFor((await params).slug);
  if (!guide) return {};
  return pageMetadata({
    title: guide.metaTitle,
    description: guide.description,
    path: guidePath(guide.slug),
  });
}

export default async function Page({ params }: Props) {
  const guide = guideFor((await params).slug);
  if (!guide) notFound();
  return (
    <>
      <Breadcrumbs pages={[{ name: guide.metaTitle, path: guidePath(guide.slug) }]} />
      <GuidePage guide={guide} />
    </>
  );
}
