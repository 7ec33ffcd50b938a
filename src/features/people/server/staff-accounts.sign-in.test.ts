import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { sessionOf } from '@/features/people/server/sessions';
import { PAIR_RULE, signIn } from '@/features/people/server/sign-in';
import { makeUser } from '../../../../tests/support/test-users';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { testEngines } from '../../../../tests/support/test-engines';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { useAppStore } from '../../../../tests/support/test-app';
import { POST as signInRoute } from '@/app/api/admin/session/route';
import { quick } from '@tests/support/staff-invites';

describe.each(testEngines)('named staff accounts on %s', (engine) => {
  const app = useAppStore(engine);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    owner = await makeUser(app.db, 'owner', { name: 'Olivia Owner' });
  });

  it('{password} alone still signs in the owner; an email with no account answers like a wrong password', async () => {
    const shared = await signInRoute(
      adminRequest('/api/admin/session', {
        method: 'POST',
        body: { password: 'shared-owner-password' },
      }),
      params({}),
    );
    expect(shared.status).toBe(204);
    expect(await sessionOf(app.db, tokenFromSetCookie(shared))).toMatchObject({
      userId: PRIMARY_OWNER_ID,
      role: 'owner',
    });
    const nobody = await signIn(
      app.db,
      { email: 'nobody@example.in', password: 'x' },
      '203.0.113.30',
      quick,
    );
    const wrong = await signIn(
      app.db,
      { email: owner.email, password: 'x' },
      '203.0.113.31',
      quick,
    );
    expect(nobody).toEqual(wrong);
  });

  it('20 wrong passwords for the owner from 10 addresses never keep the owner out of an 11th', async () => {
    const slow = { wrongDelayMs: 0, accountStepMs: 40 };
    for (let i = 0; i < 20; i++)
      await signIn(
        app.db,
        { email: owner.email, password: `guess-${i}` },
        `198.51.100.${(i % 10) + 1}`,
        slow,
      );
    const started = Date.now();
    const right = await signIn(
      app.db,
      { email: owner.email, password: 'a-long-test-password' },
      '192.0.2.200',
      slow,
    );
    expect(right.ok).toBe(true);
    // At once: no pause for the account, nor the delay wrong answers get.
    expect(Date.now() - started).toBeLessThan(1000);
    // Wrong answers for the attacked account are slowed: past ten, one step more each.
    const wrongStarted = Date.now();
    const wrong = await signIn(
      app.db,
      { email: owner.email, password: 'guess-again' },
      '192.0.2.201',
      slow,
    );
    expect(wrong).toEqual({ ok: false, reason: 'wrong' });
    expect(Date.now() - wrongStarted).toBeGreaterThanOrEqual(11 * 40 - 10);
  }, 60_000);

  it('five wrong passwords for an account from one address pause that account there only', async () => {
    for (let i = 0; i < PAIR_RULE.limit; i++)
      await signIn(app.db, { email: owner.email, password: `guess-${i}` }, '198.51.100.1', quick);
    const here = await signIn(
      app.db,
      { email: owner.email, password: 'a-long-test-password' },
      '198.51.100.1',
      quick,
    );
    expect(here).toMatchObject({ ok: false, reason: 'locked' });
    // Another account from the same address, and the same account elsewhere, sign in.
    expect(
      (await signIn(app.db, { password: 'shared-owner-password' }, '198.51.100.1', quick)).ok,
    ).toBe(true);
    expect(
      (
        await signIn(
          app.db,
          { email: owner.email, password: 'a-long-test-password' },
          '198.51.100.2',
          quick,
        )
      ).ok,
    ).toBe(true);
  }, 60_000);
});
