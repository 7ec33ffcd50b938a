import 'server-only';

// The leads feature's server functions that routes and other features may call.
export { adminAddLead, loadAddLead } from './add-lead';
export { readLeadQuery } from './admin-query';
export { isIdempotencyKey } from './lead-submission';
export { loadDashboard } from './dashboard';
export { deleteLeadTrail, insertNote, listStatusHistory } from './data/lead-history';
export { changeLead, findLead, setLeadLanguage } from './data/lead-records';
export { SearchTooSlowError } from './data/lead-filter';
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
