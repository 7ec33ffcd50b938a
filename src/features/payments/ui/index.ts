// The payments feature's components that routes and other features may render.
export { LeadPayments } from './LeadPayments';
