import { bookingServiceLabel } from '@/features/leads/content/booking';
import { reviewLimits, reviewTexts } from '@/features/reviews/content';
import { formatReceived } from '@/features/leads';
import { moderateReviewAction } from '@/features/reviews/server/actions/moderation';
import { controlClass, primarySmall, secondarySmall } from '@/components/admin/styles';

const t = reviewTexts.staff;

export interface StaffReview {
  id: string;
  rating: number | null;
  text: string | null;
  nameShown: string | null;
  service: string | null;
  fromCity: string | null;
  toCity: string | null;
  month: string | null;
  submittedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenByName: string | null;
  reply: string | null;
}

/** One review for the owner: what the public sees, hide or publish again, and the reply. */
export function ReviewModeration({ review }: { review: StaffReview }) {
  const route =
    review.fromCity && review.toCity ? reviewTexts.route(review.fromCity, review.toCity) : null;
  return (
    <li
      id={`review-${review.id}`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <span>{reviewTexts.stars(review.rating ?? 0)}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${review.hiddenAt ? 'bg-slate-700 text-white' : 'bg-green-100 text-green-900'}`}
        >
          {review.hiddenAt ? t.hiddenBadge : t.published}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        {review.nameShown ?? reviewTexts.anonymous}
        {review.submittedAt ? ` · ${formatReceived(review.submittedAt)}` : ''}
        {route ? ` · ${route}` : ''}
        {review.service ? ` · ${bookingServiceLabel(review.service)}` : ''}
      </p>
      {review.text ? (
        <p className="mt-2 whitespace-pre-line text-slate-900">{review.text}</p>
      ) : null}
      {review.hiddenAt ? (
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {t.hidden(review.hiddenReason ?? '', review.hiddenByName ?? '')}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <form action={moderateReviewAction} className="space-y-2">
          <input type="hidden" name="id" value={review.id} />
          {review.hiddenAt ? (
            <>
              <input type="hidden" name="intent" value="show" />
              <button type="submit" className={secondarySmall}>
                {t.show}
              </button>
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="hide" />
              <label
                htmlFor={`reason-${review.id}`}
                className="block text-sm font-semibold text-slate-800"
              >
                {t.hideReason}
              </label>
              <input
                id={`reason-${review.id}`}
                name="reason"
                required
                maxLength={reviewLimits.reason}
                className={controlClass}
              />
              <button type="submit" className={secondarySmall}>
                {t.hide}
              </button>
            </>
          )}
        </form>
        <form action={moderateReviewAction} className="space-y-2">
          <input type="hidden" name="id" value={review.id} />
          <input type="hidden" name="intent" value="reply" />
          <label
            htmlFor={`reply-${review.id}`}
            className="block text-sm font-semibold text-slate-800"
          >
            {t.reply}
          </label>
          <textarea
            id={`reply-${review.id}`}
            name="reply"
            rows={3}
            maxLength={reviewLimits.reply}
            defaultValue={review.reply ?? ''}
            className={controlClass}
          />
          <button type="submit" className={primarySmall}>
            {t.saveReply}
          </button>
        </form>
      </div>
    </li>
  );
}
