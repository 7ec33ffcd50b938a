// The claims feature's rules and types that routes and other features may use.
export { type ClaimView } from './kinds';
export { type CustomerClaim } from './kinds';
export { type ClaimStatus } from './kinds';
export { claimStatusOf } from './kinds';
