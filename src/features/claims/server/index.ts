import 'server-only';

// The claims feature's server functions that routes and other features may use.
export { adminUpdateClaim } from './staff-claims';
export { adminClaims, adminClaimPhoto } from './staff-claims';
export { postTrackClaim } from './claim-route';
export { settledClaimsByLead, settledClaimsPaise } from './data/claims';
export { customerClaims } from './customer-claims';
export { claimsOnce } from './staff-claims';
export { adminClaimList } from './claim-list';
export type { ClaimTables } from './data/tables';
