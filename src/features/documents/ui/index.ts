// The documents feature's components that routes and other features may render.
export { CustomerDocuments } from './CustomerDocuments';
export { LeadDocuments } from './LeadDocuments';
export { VerifyRefusedView, VerifyView } from './VerifyView';
