import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ReviewsPage } from '@/components/pages/ReviewsPage';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { reviewTexts } from '@/features/reviews/content';
import { pageMetadata } from '@/lib/page-metadata';
import { readPublishedReviews } from '@/features/reviews/server';

// Indexable, without review markup: Google does not show stars for a business's reviews of
// itself on its own site ("self-serving"), and marking them up risks a manual action.
export const metadata: Metadata = pageMetadata({
  title: reviewTexts.page.metaTitle,
  description: reviewTexts.page.description,
  path: '/reviews',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  await connection();
  const asked = Number((await searchParams).page);
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  return (
    <>
      <Breadcrumbs pages={[{ name: reviewTexts.page.title, path: '/reviews' }]} />
      <ReviewsPage reviews={await readPublishedReviews({}, page)} />
    </>
  );
}
