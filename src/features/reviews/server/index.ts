import 'server-only';

// The reviews feature's server functions that routes and other features may call.
export { deleteReviews, ensureReviewInvite, reviewOfLead } from './data/reviews';
export { reviewLinkOf } from './link';
export { adminModerateReview, adminReviews } from './moderation';
export { reviewPageState } from './page-state';
export { bookingServiceOfPage, readPublishedReviews, reviewStrip } from './published';
export { submitReview } from './submit';
