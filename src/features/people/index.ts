// The people feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { can, type Right, USER_ROLES, type UserRole } from './rights';
export { ADMIN_SESSION_COOKIE } from './session-cookie-name';
