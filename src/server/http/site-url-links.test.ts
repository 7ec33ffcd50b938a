import { afterEach, describe, expect, it } from 'vitest';
import { POST as signInRoute } from '@/app/api/admin/session/route';
import { POST as addUser } from '@/app/api/admin/users/route';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { adminRequest, params } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';

/** What a request says about where it came from: a forged host, as an attacker sends it. */
const forged = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

describe.each(testEngines)('cookies and links follow SITE_URL on %s (issue 28)', (engine) => {
  const app = useAppStore(engine);
  afterEach(() => {
    for (const name of ['SITE_URL', 'PORT']) delete process.env[name];
  });

  const invite = async (headers: Record<string, string>) => {
    const owner = await makeUser(app.db, 'owner');
    return addUser(
      adminRequest('/api/admin/users', {
        method: 'POST',
        cookie: owner.token,
        body: { name: 'Kiran Rao', email: `kiran.${Math.random()}@example.in`, role: 'staff' },
        headers,
      }),
      params({}),
    );
  };

  it('makes an invite link from SITE_URL, or the listening port, never from the request', async () => {
    process.env.PORT = '4999';
    const fromPort = await invite(forged);
    expect(fromPort.status).toBe(201);
    expect((await fromPort.json()).inviteUrl).toMatch(
      /^http:\/\/localhost:4999\/admin\/invite\/[\w-]{43}$/,
    );
    process.env.SITE_URL = 'https://moveease.example/';
    const fromSite = await invite(forged);
    expect((await fromSite.json()).inviteUrl).toMatch(
      /^https:\/\/moveease\.example\/admin\/invite\/[\w-]{43}$/,
    );
  });

  it('refuses a change whose Origin only X-Forwarded-Host vouches for', async () => {
    const crossSite = await invite({
      origin: 'https://evil.test',
      'x-forwarded-host': 'evil.test',
    });
    expect(crossSite.status).toBe(403);
    expect(
      await app.db.selectFrom('users').select('id').where('role', '=', 'staff').execute(),
    ).toEqual([]);
    // Our own origin: the Host the browser used, or SITE_URL's behind a proxy that rewrites it.
    expect((await invite({ origin: 'http://localhost' })).status).toBe(201);
    process.env.SITE_URL = 'https://moveease.example';
    expect(
      (await invite({ origin: 'https://moveease.example', host: '127.0.0.1:3000' })).status,
    ).toBe(201);
  });

  it('sets the session cookie Secure whenever SITE_URL is https, whatever the request says', async () => {
    await setAdminPassword(app.db, 'right-password');
    const signIn = () =>
      signInRoute(
        adminRequest('/api/admin/session', {
          method: 'POST',
          body: { password: 'right-password' },
        }),
        params({}),
      );
    process.env.SITE_URL = 'https://moveease.example';
    const https = await signIn();
    expect(https.status).toBe(204);
    expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);
    process.env.SITE_URL = 'http://localhost:3000';
    expect((await signIn()).headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
