import { expect } from 'vitest';
import { makeUser } from './test-users';
import { adminRequest, params } from './admin-requests';
import { POST as acceptInvite } from '@/app/api/admin/invite/route';
import { POST as addUser } from '@/app/api/admin/users/route';

/** No pause after a wrong password, so the sign-in tests run at full speed. */
export const quick = { wrongDelayMs: 0 };

/** Invites a person as the owner of the moment, and accepts an invite, through the routes. */
export function staffInvites(owner: () => Awaited<ReturnType<typeof makeUser>>) {
  async function invite(name: string, email: string, role = 'staff') {
    const response = await addUser(
      adminRequest('/api/admin/users', {
        method: 'POST',
        cookie: owner().token,
        body: { name, email, role },
      }),
      params({}),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; inviteUrl: string };
    expect(body.inviteUrl).toMatch(/^http:\/\/localhost:\d+\/admin\/invite\/[\w-]{43}$/);
    return { id: body.id, token: body.inviteUrl.split('/').at(-1)! };
  }

  const accept = (token: string, password: string) =>
    acceptInvite(
      adminRequest('/api/admin/invite', { method: 'POST', body: { token, password } }),
      params({}),
    );

  return { invite, accept };
}
