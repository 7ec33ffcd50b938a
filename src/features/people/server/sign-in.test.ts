import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '@/server/db/connect';
import { listAudit } from '@/features/people/server/data/audit-log';
import { findUserById } from '@/features/people/server/data/users';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { checkAdminPassword, ensureAdminPassword, setAdminPassword } from './admin-password';
import { endSession, SESSION_LIFETIME_MS, sessionOf, startSession } from './sessions';
import { clientKey } from '@/server/rate-limit';
import { signIn } from './sign-in';
import { makeUser } from '@tests/support/test-users';
import { PRIMARY_OWNER_ID } from './users';

const signInUrl = 'http://localhost:3000/admin';

describe.each(testEngines)('admin password and sessions on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });
  const db = () => store.handle.db;

  it('generates a password at first start, prints it once, and stores only its hash', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(await ensureAdminPassword(db(), undefined, { signInUrl, log })).toBe('generated');
    const password = /Password: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(lines.join('\n')).toContain('npm run admin:password');
    const owner = await findUserById(db(), PRIMARY_OWNER_ID);
    expect(owner).toMatchObject({ role: 'owner', email: null, disabled: 0 });
    expect(owner?.passwordHash).toMatch(/^scrypt\$/);
    expect(owner?.passwordHash).not.toContain(password);
    expect(await checkAdminPassword(db(), password)).toBe(true);

    expect(await ensureAdminPassword(db(), undefined, { signInUrl, log })).toBe('kept');
    expect(lines.filter((line) => line.includes('Password:'))).toHaveLength(1);
  });

  it('prints one password when several processes start at once', async () => {
    const lines: string[] = [];
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        ensureAdminPassword(db(), undefined, { signInUrl, log: (l) => lines.push(l) }),
      ),
    );
    expect(results.filter((r) => r === 'generated')).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Password:'))).toHaveLength(1);
  });

  it('follows ADMIN_PASSWORD, and a changed one signs everyone out', async () => {
    expect(await ensureAdminPassword(db(), 'first-password', { signInUrl, log: () => {} })).toBe(
      'set',
    );
    const { token } = await startSession(db(), PRIMARY_OWNER_ID);
    expect(await ensureAdminPassword(db(), 'first-password', { signInUrl })).toBe('kept');
    expect(await sessionOf(db(), token)).not.toBeNull();
    await ensureAdminPassword(db(), 'second-password', { signInUrl, log: () => {} });
    expect(await checkAdminPassword(db(), 'first-password')).toBe(false);
    expect(await checkAdminPassword(db(), 'second-password')).toBe(true);
    expect(await sessionOf(db(), token)).toBeNull();
  });

  it("setting a new shared password signs out the owner's sessions, not other people's", async () => {
    await setAdminPassword(db(), 'old-password');
    const a = await startSession(db(), PRIMARY_OWNER_ID);
    const b = await startSession(db(), PRIMARY_OWNER_ID);
    const staff = await makeUser(db(), 'staff');
    expect(await setAdminPassword(db(), 'new-password')).toBe(2);
    expect(await sessionOf(db(), a.token)).toBeNull();
    expect(await sessionOf(db(), b.token)).toBeNull();
    expect(await sessionOf(db(), staff.token)).toMatchObject({ userId: staff.id, role: 'staff' });
  });

  it('a session lasts 8 hours from sign-in, and ends for good at sign-out', async () => {
    await setAdminPassword(db(), 'owner-password');
    const t0 = Date.now();
    const { token, expiresAt } = await startSession(db(), PRIMARY_OWNER_ID, t0);
    expect(expiresAt).toBe(t0 + SESSION_LIFETIME_MS);
    expect(await sessionOf(db(), token, t0 + SESSION_LIFETIME_MS - 1)).toEqual({
      expiresAt,
      userId: PRIMARY_OWNER_ID,
      name: 'Owner',
      role: 'owner',
    });
    expect(await sessionOf(db(), token, t0 + SESSION_LIFETIME_MS)).toBeNull();
    const row = await db().selectFrom('adminSessions').selectAll().executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toBe(token);
    expect(await endSession(db(), token)).toBe(true);
    expect(await sessionOf(db(), token, t0)).toBeNull();
  });

  it('a session survives a restart of the app (a new connection to the same store)', async () => {
    await setAdminPassword(db(), 'owner-password');
    const { token, expiresAt } = await startSession(db(), PRIMARY_OWNER_ID);
    await store.handle.close();
    store.handle = connect({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    expect(await sessionOf(db(), token)).toMatchObject({ expiresAt, userId: PRIMARY_OWNER_ID });
  });

  it('refuses missing, malformed, unknown and altered tokens', async () => {
    await setAdminPassword(db(), 'owner-password');
    const { token } = await startSession(db(), PRIMARY_OWNER_ID);
    expect(await sessionOf(db(), undefined)).toBeNull();
    expect(await sessionOf(db(), 'x'.repeat(43))).toBeNull();
    expect(await sessionOf(db(), `${token}x`)).toBeNull();
    expect(await sessionOf(db(), "' or 1=1 --")).toBeNull();
  });

  it('signs in with the right password and starts a session', async () => {
    await setAdminPassword(db(), 'right-password');
    const result = await signIn(db(), { password: 'right-password' }, '203.0.113.9', {
      wrongDelayMs: 0,
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(await sessionOf(db(), result.token)).not.toBeNull();
  });

  it('slows wrong passwords, locks the address after five, and then refuses the right one too', async () => {
    await setAdminPassword(db(), 'right-password');
    const started = Date.now();
    expect(await signIn(db(), { password: 'nope' }, '203.0.113.9', { wrongDelayMs: 300 })).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    for (let i = 0; i < 3; i++)
      expect(
        (await signIn(db(), { password: 'nope' }, '203.0.113.9', { wrongDelayMs: 0 })).ok,
      ).toBe(false);
    const fifth = await signIn(db(), { password: 'nope' }, '203.0.113.9', { wrongDelayMs: 0 });
    expect(fifth).toMatchObject({ ok: false, reason: 'locked' });
    if (!fifth.ok && fifth.reason === 'locked')
      expect(fifth.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(await signIn(db(), { password: 'right-password' }, '203.0.113.9')).toMatchObject({
      reason: 'locked',
    });
    expect((await signIn(db(), { password: 'right-password' }, '198.51.100.4')).ok).toBe(true);
  });

  it('a success forgets the wrong tries', async () => {
    await setAdminPassword(db(), 'right-password');
    for (let i = 0; i < 4; i++)
      await signIn(db(), { password: 'nope' }, '203.0.113.9', { wrongDelayMs: 0 });
    expect((await signIn(db(), { password: 'right-password' }, '203.0.113.9')).ok).toBe(true);
    for (let i = 0; i < 4; i++)
      expect(
        await signIn(db(), { password: 'nope' }, '203.0.113.9', { wrongDelayMs: 0 }),
      ).toMatchObject({
        reason: 'wrong',
      });
  });

  it('a burst of parallel guesses gets five password checks, and the address is then locked', async () => {
    await setAdminPassword(db(), 'right-password');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(db(), { password: `guess-${i}` }, '203.0.113.9', { wrongDelayMs: 0 }),
      ),
    );
    // Every checked password leaves one failed sign-in in the audit log; refusals leave none.
    const { items } = await listAudit(db(), 1, 100);
    expect(items.filter((entry) => entry.action === 'sign-in-failed')).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === 'locked').length).toBeGreaterThanOrEqual(7);
    expect(await signIn(db(), { password: 'right-password' }, '203.0.113.9')).toMatchObject({
      reason: 'locked',
    });
  });
});

describe('the client key of every limit', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1.2.3.4', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
