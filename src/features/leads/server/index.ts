import 'server-only';

// The leads feature's server functions that routes and other features may call.
export { adminAddLead, loadAddLead } from './add-lead';
export { readLeadQuery } from './admin-query';
export { isIdempotencyKey } from './create-lead';
export { loadDashboard } from './dashboard';
export { deleteLeadTrail, insertNote, listStatusHistory } from './data/lead-history';
export { changeLead, findLead, SearchTooSlowError } from './data/lead-records';
export { noteQuotationSent } from './data/lead-summaries';
export { adminExportCsv } from './export';
export { handleLeadPost } from './lead-endpoint';
export { adminAddNote, adminLeadDetail, adminUpdateLead, loadLeadPage } from './lead-page';
export { type LeadRouteContext, leadTarget } from './lead-target';
export {
  adminDeleteLead,
  adminListAllLeads,
  adminListLeads,
  SearchLimitError,
} from './staff-leads';
export { queueStatusEmail } from './status-emails';
