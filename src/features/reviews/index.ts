// The reviews feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { type PublicReviews, rated, type ReviewPageState } from './reviews';
