import 'server-only';
import { bookingServices } from '@/features/leads/content/booking';
import { reviewLimits } from '@/features/reviews/content';
import { getDb } from '@/server/db';
import type { PublicReviews, ReviewFilter } from '@/features/reviews/reviews';
import { publishedReviews } from '@/features/reviews/server/data/reviews';
import { isBuildPhase } from '@/env';

/** A booking service's slug for a service page's slug (`carshifting` → `car-shifting`). */
export const bookingServiceOfPage = (pageSlug: string) =>
  bookingServices.find((service) => service.slug.replaceAll('-', '') === pageSlug)?.slug;

export async function readPublishedReviews(
  filter: ReviewFilter,
  page = 1,
  pageSize: number = reviewLimits.pageSize,
): Promise<PublicReviews> {
  const { db } = await getDb();
  const found = await publishedReviews(db, filter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: found.items.map((row) => ({
      id: row.id,
      rating: row.rating ?? 0,
      text: row.text,
      name: row.nameShown,
      month: row.month ?? '',
      from: row.fromCity,
      to: row.toCity,
      service: row.service,
      reply: row.reply,
    })),
    count: found.count,
    average: found.average === null ? null : Math.round(found.average * 10) / 10,
    page,
    pages: Math.max(1, Math.ceil(found.count / pageSize)),
  };
}

/**
 * The few reviews a static page (home, a service, a city) shows. While the site is being built
 * there is no store to read (and none should be made), so the page is built without them; the
 * running site renders it again when a review changes (refreshReviewPages) and every hour. A
 * read that fails there fails that render: Next keeps serving the page it last made, reviews
 * and all, and renders it again on the next visit, where a page drawn without its reviews would
 * have been kept for the hour.
 */
export async function reviewStrip(filter: ReviewFilter): Promise<PublicReviews | null> {
  if (isBuildPhase()) return null;
  return readPublishedReviews(filter, 1, reviewLimits.strip);
}
