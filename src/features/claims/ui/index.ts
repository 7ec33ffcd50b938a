// The claims feature's components that routes and other features may use.
export { LeadClaims } from './LeadClaims';
export { TrackClaims } from './TrackClaims';
