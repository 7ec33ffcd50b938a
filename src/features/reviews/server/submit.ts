import 'server-only';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-paths';
import { revalidatePath } from 'next/cache';
import { cities } from '@/content/cities';
import { todayInIndia } from '@/lib/dates';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { reviewSchema, type ReviewField, type ShowName } from '@/features/reviews/schema';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import {
  reviewByToken,
  writeReview,
  type ReviewWrite,
} from '@/features/reviews/server/data/reviews';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, type RateRule } from '@/server/rate-limit';

/** Review posts per address: 10 in 10 minutes, counted before anything is looked up. */
export const REVIEW_RATE: RateRule = { bucket: 'review', limit: 10, windowMs: 600_000 };

export type SubmitReviewResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<ReviewField | 'token'> }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  /** A used or expired link. */
  | { ok: false; reason: 'gone'; why: 'used' | 'expired' }
  /** A link that never existed, or a move that is no longer done. */
  | { ok: false; reason: 'not_found' };

/** A booking service's page: `car-shifting` → /services/carshifting. */
export const servicePageSlug = (bookingService: string) => bookingService.replaceAll('-', '');

/** "Meera Das" → "Meera D."; one name stays as it is. */
export function firstNameAndInitial(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${words[0]} ${[...last][0]}.` : (words[0] ?? '');
}

export function nameShown(name: string, choice: ShowName): string | null {
  if (choice === 'anonymous') return null;
  return choice === 'full' ? name.trim() : firstNameAndInitial(name);
}

const citySlugOf = (name: string | null) =>
  name
    ? cities.find((city) => city.name.toLowerCase() === name.trim().toLowerCase())?.slug
    : undefined;

/**
 * A customer's review through their one-time link: the rate limit is counted first (so
 * guessing links is refused long before it could matter), then the link and the move are
 * checked, and the review is written once, in one transaction. Nothing is stored unless it
 * answers ok.
 */
export async function submitReview(
  input: unknown,
  clientAddress: string,
): Promise<SubmitReviewResult> {
  const handle = await getDb();
  const now = new Date();
  const parsed = reviewSchema.safeParse(input);
  const outcome = await writeTransaction(handle, async (trx): Promise<SubmitReviewResult> => {
    const decision = await consume(trx, REVIEW_RATE, clientAddress);
    if (!decision.allowed)
      return { ok: false, reason: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds };
    if (!parsed.success)
      return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
    const { token, rating, text, showName } = parsed.data;
    const invite = await reviewByToken(trx, token);
    if (!invite) return { ok: false, reason: 'not_found' };
    if (invite.submittedAt) return { ok: false, reason: 'gone', why: 'used' };
    if (invite.expiresAt <= now.toISOString()) return { ok: false, reason: 'gone', why: 'expired' };
    const booking = await findLead(trx, 'booking', invite.leadId);
    if (!booking || booking.status !== 'done') return { ok: false, reason: 'not_found' };
    const review: ReviewWrite = {
      rating,
      text: text ?? null,
      showName,
      nameShown: nameShown(booking.name, showName),
      service: booking.service,
      fromCity: booking.pickupCity,
      toCity: booking.dropCity,
      fromSlug: citySlugOf(booking.pickupCity) ?? null,
      toSlug: citySlugOf(booking.dropCity) ?? null,
      month: (booking.moveDate ?? todayInIndia(now)).slice(0, 7),
    };
    const written = await writeReview(trx, token, review, now);
    if (!written) return { ok: false, reason: 'gone', why: 'used' };
    return { ok: true, id: written.id };
  });
  if (outcome.ok) {
    const row = await reviewByToken(handle.db, parsed.data!.token);
    if (row) refreshReviewPages(row);
  }
  return outcome;
}

/**
 * The pages that show a review are static; after a review is written, hidden or answered they
 * are rendered again on their next request (the home page, /reviews, its service's page and
 * its cities' pages), in each language.
 */
export function refreshReviewPages(review: {
  service: string | null;
  fromSlug: string | null;
  toSlug: string | null;
}) {
  const paths = ['/', '/reviews'];
  if (review.service) paths.push(`/services/${servicePageSlug(review.service)}`);
  for (const slug of [review.fromSlug, review.toSlug])
    if (slug) paths.push(`/packers-and-movers/${slug}`);
  try {
    // Each in every language it has (/hi/…, /or/…).
    for (const path of paths)
      for (const locale of locales) revalidatePath(localizedPath(path, locale));
  } catch (error) {
    // Outside a request (a script, a test) there is no page cache to refresh.
    console.warn('[reviews] pages not refreshed:', (error as Error).message);
  }
}
