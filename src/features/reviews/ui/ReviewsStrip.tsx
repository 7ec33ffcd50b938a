import Link from '@/components/ui/LocalLink';
import * as reviewsText from '@/features/reviews/content';
import { rated, type PublicReviews } from '@/features/reviews/reviews';
import { ReviewCard } from './ReviewCard';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The newest reviews that belong to a page (all on the home page; a service's; a city's, by
 * the move's route), with their average and count. Nothing at all when there are none.
 */
export function ReviewsStrip({ reviews }: { reviews: PublicReviews | null }) {
  const { reviewTexts: t } = inPageLocale(reviewsText);
  if (!rated(reviews)) return null;
  return (
    <section aria-labelledby="reviews-strip" className="bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="reviews-strip" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t.stripHeading}
        </h2>
        <p className="mt-2 text-slate-700">
          {t.page.average(reviews.average.toFixed(1), reviews.count)}
        </p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {reviews.items.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
        <Link
          href="/reviews"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.stripAll}
        </Link>
      </div>
    </section>
  );
}
