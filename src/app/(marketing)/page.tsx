import type { Metadata } from 'next';
import { HomePage } from '@/components/pages/HomePage';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { reviewStrip } from '@/features/reviews/server';
import { heroMedia, homePage } from '@/content/home';
import { inlinePicture } from '@/server/media/inline-picture';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: homePage.metaTitle,
  description: homePage.description,
  path: '/',
  absoluteTitle: true,
});

// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export default async function Page() {
  const reviews = await reviewStrip({});
  return (
    <>
      <HomePage
        phonePoster={inlinePicture(heroMedia.poster.variant(heroMedia.poster.inline.width, 'avif'))}
        reviews={reviews}
      />
      <ReviewsStrip reviews={reviews} />
    </>
  );
}
