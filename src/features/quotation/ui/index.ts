// The quotation feature's components that routes and other features may render.
export { CustomerQuotationView } from './CustomerQuotationView';
export { LeadQuotation } from './LeadQuotation';
export { QuotationRefusedView } from './QuotationRefusedView';
