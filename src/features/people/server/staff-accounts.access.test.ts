import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { sessionOf } from '@/features/people/server/sessions';
import { signIn } from '@/features/people/server/sign-in';
import { makeUser } from '../../../../tests/support/test-users';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { testEngines } from '../../../../tests/support/test-engines';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { useAppStore } from '../../../../tests/support/test-app';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { PATCH as patchUser } from '@/app/api/admin/users/[id]/route';
import { quick, staffInvites } from '@tests/support/staff-invites';

describe.each(testEngines)('named staff accounts on %s', (engine) => {
  const app = useAppStore(engine);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    owner = await makeUser(app.db, 'owner', { name: 'Olivia Owner' });
  });

  const { invite, accept } = staffInvites(() => owner);

  it("disabling a person ends their live session at once; a reset link ends the old password's", async () => {
    const { id, token } = await invite('Dev Staff', 'dev@example.in');
    const session = tokenFromSetCookie(await accept(token, 'dev-first-password'));
    const change = (body: unknown) =>
      patchUser(
        adminRequest(`/api/admin/users/${id}`, { method: 'PATCH', cookie: owner.token, body }),
        params({ id }),
      );
    const disabled = await change({ disabled: true });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ id, disabled: true });
    expect(await sessionOf(app.db, session)).toBeNull();
    expect(
      await signIn(
        app.db,
        { email: 'dev@example.in', password: 'dev-first-password' },
        '203.0.113.21',
        quick,
      ),
    ).toMatchObject({ ok: false, reason: 'wrong' });
    expect((await change({ disabled: false })).status).toBe(200);
    const reset = (await (await change({ resetPassword: true })).json()) as { inviteUrl: string };
    const fresh = await accept(reset.inviteUrl.split('/').at(-1)!, 'dev-second-password');
    expect(fresh.status).toBe(204);
    expect(
      (
        await signIn(
          app.db,
          { email: 'dev@example.in', password: 'dev-first-password' },
          '203.0.113.22',
          quick,
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await signIn(
          app.db,
          { email: 'dev@example.in', password: 'dev-second-password' },
          '203.0.113.22',
          quick,
        )
      ).ok,
    ).toBe(true);
  });

  it.each(['staff', 'coordinator'])(
    'the last owner who can sign in can be neither made %s nor disabled',
    async (role) => {
      await app.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('id', '=', PRIMARY_OWNER_ID)
        .execute();
      for (const body of [{ role }, { disabled: true }]) {
        const response = await patchUser(
          adminRequest(`/api/admin/users/${owner.id}`, {
            method: 'PATCH',
            cookie: owner.token,
            body,
          }),
          params({ id: owner.id }),
        );
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const row = await app.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', owner.id)
        .executeTakeFirst();
      expect(row?.role).toBe('owner');
    },
  );

  it('invites a coordinator, who is listed after the owners and before staff', async () => {
    await invite('Aarav Staff', 'aarav@example.in', 'staff');
    await invite('Zoya Coordinator', 'zoya@example.in', 'coordinator');
    const response = await listUsers(
      adminRequest('/api/admin/users', { cookie: owner.token }),
      params({}),
    );
    const { items } = (await response.json()) as { items: { name: string; role: string }[] };
    expect(items.map((person) => [person.role, person.name])).toEqual([
      ['owner', 'Olivia Owner'],
      ['owner', 'Owner'],
      ['coordinator', 'Zoya Coordinator'],
      ['staff', 'Aarav Staff'],
    ]);
  });

  it('owners who never accepted their invite do not make the one who can sign in removable', async () => {
    await app.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', PRIMARY_OWNER_ID)
      .execute();
    const pending = await invite('Pending One', 'pending.one@example.in', 'owner');
    await invite('Pending Two', 'pending.two@example.in', 'owner');
    const change = (id: string, body: unknown) =>
      patchUser(
        adminRequest(`/api/admin/users/${id}`, { method: 'PATCH', cookie: owner.token, body }),
        params({ id }),
      );
    expect((await change(owner.id, { role: 'staff' })).status).toBe(400);
    expect((await change(owner.id, { disabled: true })).status).toBe(400);
    const row = await app.db
      .selectFrom('users')
      .select(['role', 'disabled'])
      .where('id', '=', owner.id)
      .executeTakeFirst();
    expect(row).toEqual({ role: 'owner', disabled: 0 });
    // An owner who cannot sign in may be demoted: nobody who can manage people is lost.
    expect((await change(pending.id, { role: 'staff' })).status).toBe(200);
    // Once an invited owner has set a password, the first may step down.
    const second = await invite('Second Owner', 'second.owner@example.in', 'owner');
    expect((await accept(second.token, 'second-owner-password')).status).toBe(204);
    expect((await change(owner.id, { role: 'staff' })).status).toBe(200);
  });
});
