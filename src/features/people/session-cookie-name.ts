/** The staff session cookie's name; proxy.ts reads it too, so it sits outside server code. */
export const ADMIN_SESSION_COOKIE = 'moveease_admin';
