import 'server-only';

// The quotation feature's server functions that routes and other features may call.
export { acceptQuotation } from './customer-accept';
export { claimQuotationPaid, requestQuotationChange } from './customer-word';
export { customerDocument } from './customer-documents';
export { customerQuotation, type ViewResult } from './customer-view';
export { chooseQuotationLanguage, quotationLanguage } from './customer-language';
export {
  deleteQuotations,
  findQuotationOfLead,
  latestVersionsOfLeads,
  listVersions,
} from './data/quotations';
export { queueCustomerQuotationEmail } from './notify';
export { quotationCall, quotationRefusal } from './quotation-refusal';
export {
  adminCreateQuotation,
  adminEditQuotation,
  adminQuotationOfLead,
  adminQuotationPrefill,
  adminSendQuotationById,
} from './staff-quotations';
export { quotationUrl } from './token';
export { trackedQuotation } from './tracked';
export type { QuotationTables } from './data/tables';
