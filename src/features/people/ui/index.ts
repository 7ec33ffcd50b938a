// The people feature's components that routes and other features may render.
export { AccountPage } from './AccountPage';
export { AuditPage } from './AuditPage';
export { InvitePage } from './InvitePage';
export { PeoplePage } from './PeoplePage';
export { SignInForm } from './SignInForm';
