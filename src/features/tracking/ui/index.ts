// The tracking feature's components that routes and other features may render.
export { LeadOutcome } from './LeadOutcome';
export { ReachUs } from './ReachUs';
export { TrackForm } from './TrackForm';
export { TrackOnSuccess } from './TrackOnSuccess';
export { TrackResultView } from './TrackResultView';
