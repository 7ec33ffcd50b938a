/** The shapes of published reviews, as the pages and GET /api/reviews give them. No server imports. */

export interface PublicReview {
  id: string;
  rating: number;
  text: string | null;
  /** As the customer chose: full, first name and initial, or null for anonymous. */
  name: string | null;
  /** YYYY-MM of the move. */
  month: string;
  from: string | null;
  to: string | null;
  service: string | null;
  reply: string | null;
}

export interface PublicReviews {
  items: PublicReview[];
  count: number;
  /** One decimal; null with no review. */
  average: number | null;
  page: number;
  pages: number;
}

/**
 * Whether there is a rating to show: published reviews with their average. Without them a page
 * claims no rating at all.
 */
export const rated = (
  reviews: PublicReviews | null,
): reviews is PublicReviews & { average: number } =>
  reviews !== null && reviews.count > 0 && reviews.average !== null;

/** Which reviews a page shows: a booking service's, or a city's (the move started or ended there). */
export interface ReviewFilter {
  service?: string;
  city?: string;
}

/** What /review/{token} shows: the form, a thank-you (used), or why the link no longer works. */
export type ReviewPageState =
  | { state: 'open'; reference: string; fullName: string; shortName: string }
  | { state: 'used' | 'expired' | 'unknown' };
