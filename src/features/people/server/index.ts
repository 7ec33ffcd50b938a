import 'server-only';

// The people feature's server functions that routes and other features may call.
export { adminOwnAccount, adminUpdateAccount, loadAccount } from './account';
export { ensureAdminPassword } from './admin-password';
export { adminRoute } from './admin-route';
export { adminAuditPage, loadAudit } from './audit';
export { findPublicUser, listAssignablePeople, userNames } from './data/users';
export {
  actorOf,
  ForbiddenError,
  leadFor,
  need,
  NotSignedInError,
  pageReader,
  readOnce,
  type AdminContext,
  type StaffMember,
} from './guard';
export { adminAcceptInvite, adminInviteFor } from './invite';
export { inviteAttemptAllowed, inviteAttemptSucceeded } from './invite-rate';
export { readForPage } from './page-read';
export { adminSignIn, adminSignOut } from './session';
export {
  clearedSessionCookie,
  secureCookies,
  sessionSetCookie,
  sessionTokenFrom,
} from './session-cookie';
export { sessionOf } from './sessions';
export { signedInStaff } from './signed-in';
export { adminAddUser, adminListUsers, adminUpdateUser, loadPeople } from './staff-accounts';
