import 'server-only';
import { reviewTexts } from '@/features/reviews/content';
import type { ReviewModeration } from '@/features/reviews/schema';
import { insertAudit } from '@/features/people/server';
import { allReviews, moderateReview } from '@/features/reviews/server/data/reviews';
import { refreshReviewPages } from '@/features/reviews/server/submit';
import { actorOf, need, type StaffMember } from '@/features/people/server';

/** Every written review, hidden ones too, for the owner's page. */
export async function adminReviews(member: StaffMember) {
  const { db } = await need(member, 'reviews.moderate');
  return allReviews(db);
}

/**
 * Hide (with the reason; the review is kept), publish again, or answer in public. Audited; the
 * pages that show the review are rendered again. False when there is no such review.
 */
export async function adminModerateReview(
  member: StaffMember,
  id: string,
  change: ReviewModeration,
): Promise<boolean> {
  const { db, session } = await need(member, 'reviews.moderate');
  const at = new Date().toISOString();
  const done = await moderateReview(db, id, {
    hidden:
      change.hidden === true
        ? { at, reason: change.reason ?? '', by: session.name ?? reviewTexts.staff.heading }
        : change.hidden === false
          ? null
          : undefined,
    reply: change.reply === undefined ? undefined : { text: change.reply || null, at },
  });
  if (!done) return false;
  const detail = [
    change.hidden === true
      ? `hidden: ${change.reason}`
      : change.hidden === false
        ? 'published'
        : '',
    change.reply !== undefined ? 'reply' : '',
  ]
    .filter(Boolean)
    .join('; ');
  await insertAudit(db, {
    ...actorOf(session),
    action: 'review',
    target: id,
    detail: detail || null,
  });
  const row = await db
    .selectFrom('reviews')
    .select(['service', 'fromSlug', 'toSlug'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row) refreshReviewPages(row);
  return true;
}
