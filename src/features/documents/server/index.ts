import 'server-only';

// The documents feature's server functions that routes and other features may call.
export { sellerNow } from './build';
export { findDocument, listDocuments } from './data/documents';
export { drawDocument } from './draw';
export { drawForStaff } from './staff-download';
export { drawQuotation } from './draw-quotation';
export { quotationVerifyMark } from './quotation-mark';
export { pdfResponse } from './pdf-response';
export {
  adminDocumentPdf,
  adminDocuments,
  adminIssueDocument,
  type IssueResult,
} from './staff-documents';
export { verifyDocument, type VerifyResult } from './verify-document';
export { amountOwedPaise, amountsOwedOf, owedBreakdown } from './amount-owed';
export { documentsOnce } from './staff-documents';
export type { DocumentTables } from './data/tables';
export { issueDeliveryReceipt, type DeliveryFacts } from './delivery-receipt';
