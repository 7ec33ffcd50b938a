import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { CLIENT_ADDRESS_HEADER } from '../../src/server/http/client-address-header.mjs';

/** Test support for the /api/admin handlers: requests as a browser or a script sends them. */
export function adminRequest(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    host: 'localhost',
    [CLIENT_ADDRESS_HEADER]: '203.0.113.50',
    ...init.headers,
  };
  if (init.cookie) headers.cookie = `${ADMIN_SESSION_COOKIE}=${init.cookie}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The session token a sign-in response set, read from its Set-Cookie header. */
export function tokenFromSetCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`^${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return match[1];
}

export const params = <T extends Record<string, string>>(value: T) => ({
  params: Promise.resolve(value),
});
