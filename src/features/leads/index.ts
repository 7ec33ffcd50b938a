// The leads feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { customerWhatsappHref, telHref } from './contact-links';
export { dashboardHref, leadPageHref, parseDashboardQuery, safeAdminPath } from './dashboard-query';
export { formatDay, formatReceived } from './format';
export { initialStaffFormState, staffFields, type StaffFormState } from './forms/staff-forms';
export {
  type AnyLeadRow,
  type LeadField,
  type LeadFieldsOf,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
} from './lead-types';
export {
  isTrackKind,
  LEAD_KIND_KEYS,
  LEAD_KINDS,
  type TableOf,
  type TrackKind,
} from './lead-kinds';
export { rememberedSourceFields, rememberLanding } from './source/stored-visit';
export { type Device } from './source/visit';
export {
  type AccountData,
  type AgendaMove,
  type AuditData,
  type AuditLine,
  type DayItem,
  type DayView,
  type LeadDetail,
  type OwnAccount,
  type PeopleData,
  type StaffIdentity,
} from './staff-views';
