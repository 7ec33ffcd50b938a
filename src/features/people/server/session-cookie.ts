import 'server-only';
import { siteIsHttps } from '@/env';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';

/** The session token from a request's Cookie header, if there is one. */
export function sessionTokenFrom(headers: Headers): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ADMIN_SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/**
 * Whether the session cookie is Secure: always when SITE_URL is https (whatever the request
 * says, so a proxy that sends no X-Forwarded-Proto cannot make it travel in clear), and also
 * for a request the proxy says came over https.
 */
export function secureCookies(headers: Headers): boolean {
  return siteIsHttps() || headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** httpOnly (no script reads it), SameSite=Lax (no cross-site posts carry it), Secure on https. */
export function sessionCookieOptions(expiresAt: number, secure: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    expires: new Date(expiresAt),
  };
}

export function sessionSetCookie(token: string, expiresAt: number, secure: boolean): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${token}`,
    'Path=/',
    `Expires=${new Date(expiresAt).toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionSetCookie('', 0, secure);
}
