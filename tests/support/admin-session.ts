import { expect } from 'vitest';
import { adminRequest, params, tokenFromSetCookie } from './admin-requests';
import { POST as signIn } from '@/app/api/admin/session/route';

export const PASSWORD = 'staff-password-1';

/** Signs in with the shared password from `address`; the session's token. */
export async function session(address = '203.0.113.50') {
  const response = await signIn(
    adminRequest('/api/admin/session', {
      method: 'POST',
      body: { password: PASSWORD },
      headers: { 'x-client-address': address },
    }),
    params({}),
  );
  expect(response.status).toBe(204);
  return tokenFromSetCookie(response);
}
