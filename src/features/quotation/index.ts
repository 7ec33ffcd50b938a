// The quotation feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { quotationCsvLabel, quotationCsvValue } from './csv';
export { type CustomerQuotation } from './customer-view';
export { type QuotationPrefill } from './prefill';
export { paiseToRupeesField, rupeesToPaise } from './rupees';
export { type QuotationStatus } from './status';
export { moveFigures, type QuotationLine, quotationTotals } from './totals';
export { type StaffQuotation } from './views';
