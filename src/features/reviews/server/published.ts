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

/** Each filter's strip as last read, for a render that finds the store unreadable. */
const lastStrips = new Map<string, PublicReviews>();

/**
 * The few reviews a static page (home, a service, a city) shows. While the site is being built
 * there is no store to read (and none should be made), so the page is built without them; the
 * running site renders it again when a review changes (refreshReviewPages) and every hour. When
 * the store cannot be read then, the page gets the strip this server last read for it, not an
 * empty one that would stay cached until the next change or the hour. It must not throw: a
 * render that fails after refreshReviewPages is a 500, not the page Next made before (measured
 * on Next 16, 7 December 2026). The map holds one entry per filter a page uses (the home page,
 * each service, each city).
 */
export async function reviewStrip(filter: ReviewFilter): Promise<PublicReviews | null> {
  if (isBuildPhase()) return null;
  const key = JSON.stringify([filter.service ?? '', filter.city ?? '']);
  try {
    const strip = await readPublishedReviews(filter, 1, reviewLimits.strip);
    lastStrips.set(key, strip);
    return strip;
  } catch (error) {
    console.error('[reviews] the strip cannot be read; the last one read is shown:', error);
    return lastStrips.get(key) ?? null;
  }
}
