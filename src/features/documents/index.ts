// The documents feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { type DocumentKind } from './kinds';
export { type DocumentSnapshot } from './snapshots';
export { invoiceFigures, type InvoiceFigures } from './tax-invoice';
export { type DocumentView } from './views';
