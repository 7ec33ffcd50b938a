// The reviews feature's components that routes and other features may render.
export { ReviewCard } from './ReviewCard';
export { ReviewForm } from './ReviewForm';
export { ReviewModeration } from './ReviewModeration';
export { ReviewsStrip } from './ReviewsStrip';
