// The documents feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { type DocumentKind } from './kinds';
export { gstinProblem } from './gstin';
export { type DocumentSnapshot } from './snapshots';
export { invoiceFigures, type InvoiceFigures } from './tax-invoice';
export { type DocumentView } from './views';
export { documentNumber, financialYear } from './numbering';
export { routeKmOf } from './carriage';
export { tdsProblems } from './tds';
export { payableOf } from './business';
export { type CreditNoteSnapshot, type InvoiceSnapshot } from './snapshots';
export type { OwedBreakdown } from './owed';
