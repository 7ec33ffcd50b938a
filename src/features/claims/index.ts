// The claims feature's rules and types that routes and other features may use.
export { type ClaimView } from './kinds';
export { type CustomerClaim } from './kinds';
export { type ClaimStatus } from './kinds';
export { CLAIM_STATUSES, claimStatusOf } from './kinds';
export { type ClaimListRow } from './kinds';
