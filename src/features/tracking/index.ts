// The tracking feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { chosenRequestDetails, type RequestFacts } from './request-details';
export { type TrackedRequest, type TrackResult } from './types';
export { STAY_IN_ENGLISH, trackLanguageTarget } from './track-language';
