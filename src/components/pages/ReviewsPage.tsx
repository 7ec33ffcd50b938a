import Link from 'next/link';
import { reviewTexts as t } from '@/features/reviews/content';
import type { PublicReviews } from '@/features/reviews';
import { ReviewCard } from '@/features/reviews/ui/ReviewCard';
import { PageHeader } from './PageHeader';

const pageLink = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/** /reviews: every published review, newest first, with the average and count. */
export function ReviewsPage({ reviews }: { reviews: PublicReviews }) {
  const { items, count, average, page, pages } = reviews;
  return (
    <>
      <PageHeader title={t.page.title} intro={t.page.intro}>
        {average !== null && count > 0 ? (
          <p className="mt-4 text-xl font-bold text-brand-900">
            <span aria-hidden="true" className="text-amber-700">
              ★{' '}
            </span>
            {t.page.average(average.toFixed(1), count)}
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {items.length === 0 ? (
          <p className="text-slate-700">{t.page.none}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t.page.pageOf(page, pages)} className="mt-6 flex items-center gap-6">
            {page > 1 ? (
              <Link
                href={page === 2 ? '/reviews' : `/reviews?page=${page - 1}`}
                className={pageLink}
              >
                {t.page.previous}
              </Link>
            ) : null}
            <span className="text-slate-700">{t.page.pageOf(page, pages)}</span>
            {page < pages ? (
              <Link href={`/reviews?page=${page + 1}`} className={pageLink}>
                {t.page.next}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
