import type { Metadata } from 'next';
import { DoneNotice, ReadProblem } from '@/components/admin/PageNotices';
import { ReviewModeration } from '@/features/reviews/ui/ReviewModeration';
import { reviewTexts } from '@/features/reviews/content';
import { adminReviews } from '@/features/reviews/server';
import { readForPage } from '@/features/people/server';

const t = reviewTexts.staff;

export const metadata: Metadata = { title: t.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReviewsAdminPage({ searchParams }: Props) {
  const done = (await searchParams).done;
  const { value: reviews, problem } = await readForPage('/admin/reviews', 'reviews', t, (member) =>
    adminReviews(member),
  );
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.title}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      <DoneNotice notices={t.notices} done={done} />
      {problem ? (
        <ReadProblem problem={problem} />
      ) : reviews && reviews.length > 0 ? (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewModeration key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t.none}</p>
      )}
    </div>
  );
}
