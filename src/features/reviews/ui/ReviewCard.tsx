import * as bookingText from '@/features/leads/content/booking';
import * as reviewsText from '@/features/reviews/content';
import { formatMonth } from '@/lib/format-date';
import type { PublicReview } from '@/features/reviews/reviews';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** Five stars drawn as text, the rating said in words for a screen reader. */
function Stars({ rating }: { rating: number }) {
  const { reviewTexts: t } = inPageLocale(reviewsText);
  return (
    <p className="text-lg leading-none text-amber-700">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">{t.stars(rating)}</span>
    </p>
  );
}

/** One published review: stars, who (as they chose), verified move, month and route, reply. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const { bookingServiceLabel } = inPageLocale(bookingText);
  const { reviewTexts: t } = inPageLocale(reviewsText);
  const route = review.from && review.to ? t.route(review.from, review.to) : null;
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <Stars rating={review.rating} />
      <p className="mt-2 font-semibold text-slate-900">{review.name ?? t.anonymous}</p>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-green-800">{t.verified}</span>
        {review.month ? ` · ${formatMonth(review.month)}` : ''}
        {route ? ` · ${route}` : ''}
        {review.service ? ` · ${bookingServiceLabel(review.service)}` : ''}
      </p>
      {review.text ? (
        <p className="mt-3 whitespace-pre-line text-slate-800">{review.text}</p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
          <p className="text-sm font-semibold text-brand-900">{t.replyHeading}</p>
          <p className="text-sm whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
