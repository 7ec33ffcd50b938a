import { describe, expect, it } from 'vitest';
import { accountTexts } from '@/features/people/content';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { sessionOf } from '@/features/people/server/sessions';
import { signIn } from '@/features/people/server/sign-in';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { adminRequest, params, tokenFromSetCookie } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { GET as getAccount, PATCH as patchAccount } from './account/route';
import { POST as signInRoute } from './session/route';

describe.each(testEngines)('“Your account” (GET/PATCH /api/admin/account) on %s', (engine) => {
  const app = useAppStore(engine);

  const get = async (token: string) => {
    const response = await getAccount(adminRequest('/api/admin/account', { cookie: token }), {});
    expect(response.status).toBe(200);
    return response.json();
  };
  const patch = (token: string, body: unknown) =>
    patchAccount(adminRequest('/api/admin/account', { method: 'PATCH', cookie: token, body }), {});
  const users = () =>
    app.db.selectFrom('users').select(['id', 'name', 'email']).orderBy('id').execute();
  const audit = () =>
    app.db.selectFrom('auditLog').select(['action', 'target', 'detail']).orderBy('id').execute();

  it('renames the signed-in person: the session shows the new name at once, audited', async () => {
    const owner = await makeUser(app.db, 'owner', { name: 'Owner', email: 'owner@example.in' });
    const response = await patch(owner.token, { name: '  Rakesh Mohanty ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Rakesh Mohanty', role: 'owner' });
    expect((await sessionOf(app.db, owner.token))?.name).toBe('Rakesh Mohanty');
    expect(await get(owner.token)).toMatchObject({
      name: 'Rakesh Mohanty',
      email: 'owner@example.in',
      mayChangeEmail: true,
    });
    expect(await audit()).toContainEqual({
      action: 'account-name',
      target: 'owner@example.in',
      detail: 'Owner → Rakesh Mohanty',
    });
    // Saving what is already there writes nothing to the log.
    const entries = (await audit()).length;
    expect((await patch(owner.token, { name: 'Rakesh Mohanty' })).status).toBe(200);
    expect(await audit()).toHaveLength(entries);
  });

  it('the owner changes their sign-in email; the new one signs in, the old one no longer', async () => {
    const owner = await makeUser(app.db, 'owner', {
      email: 'old.owner@example.in',
      password: 'owner-password-1',
    });
    const response = await patch(owner.token, { email: 'New.Owner@Example.in ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'new.owner@example.in' });
    const quick = { wrongDelayMs: 0 };
    const attempt = (email: string) =>
      signIn(app.db, { email, password: 'owner-password-1' }, '198.51.100.7', quick);
    expect(await attempt('new.owner@example.in')).toMatchObject({ ok: true });
    expect(await attempt('old.owner@example.in')).toMatchObject({ ok: false });
    expect(await audit()).toContainEqual({
      action: 'account-email',
      target: 'old.owner@example.in',
      detail: 'old.owner@example.in → new.owner@example.in',
    });
  });

  it('refuses an email someone else signs in with, with a clear message, storing nothing', async () => {
    const owner = await makeUser(app.db, 'owner', { email: 'owner@example.in' });
    await makeUser(app.db, 'staff', { email: 'asha@example.in' });
    const before = await users();
    const response = await patch(owner.token, { name: 'Someone New', email: 'ASHA@example.in' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation',
        message: expect.any(String),
        fields: { email: accountTexts.taken },
      },
    });
    expect(await users()).toEqual(before);
  });

  it.each([
    [{}, 'form'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ name: 'Fine', role: 'owner' }, 'form'],
  ])('refuses %j (400, field %s), storing nothing', async (body, field) => {
    const owner = await makeUser(app.db, 'owner');
    const before = await users();
    const response = await patch(owner.token, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation');
    if (field !== 'form') expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await users()).toEqual(before);
  });

  it('only the primary owner may have no email; another owner may not clear theirs', async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    const shared = await signInRoute(
      adminRequest('/api/admin/session', {
        method: 'POST',
        body: { password: 'shared-owner-password' },
      }),
      params({}),
    );
    const primary = tokenFromSetCookie(shared);
    expect((await get(primary)).emailOptional).toBe(true);
    expect((await patch(primary, { email: 'rakesh@example.in' })).status).toBe(200);
    expect((await patch(primary, { email: '' })).status).toBe(200);
    const row = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', PRIMARY_OWNER_ID)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();

    const second = await makeUser(app.db, 'owner', { email: 'second@example.in' });
    const response = await patch(second.token, { email: null });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ email: accountTexts.emailNeeded });
  });

  it.each(['staff', 'coordinator'] as const)(
    'a %s renames themselves but may not change their email (403, nothing stored)',
    async (role) => {
      const person = await makeUser(app.db, role, { email: `${role}@example.in` });
      expect(await get(person.token)).toMatchObject({ role, mayChangeEmail: false });
      const before = await users();
      const refused = await patch(person.token, { name: 'New Name', email: 'mine@example.in' });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('forbidden');
      expect(await users()).toEqual(before);
      expect((await patch(person.token, { name: 'New Name' })).status).toBe(200);
      expect((await sessionOf(app.db, person.token))?.name).toBe('New Name');
    },
  );
});
