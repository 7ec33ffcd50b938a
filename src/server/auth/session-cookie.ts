import 'server-only';
import { ADMIN_SESSION_COOKIE } from '@/lib/admin/session-cookie-name';

/** The session token from a request's Cookie header, if there is one. */
export function sessionTokenFrom(headers: Headers): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ADMIN_SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/** Served over https (directly, or per the proxy's X-Forwarded-Proto that Next passes on)? */
export function requestIsHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
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
