import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleMail } from '../../../../tests/support/settle-mail';
import { startSmtpServer } from '../../../../tests/support/test-smtp';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { INVITE_LIFETIME_MS, issueInvite, redeemInvite } from '@/features/people/server/invites';
import { sessionOf } from '@/features/people/server/sessions';
import { signIn } from '@/features/people/server/sign-in';
import { makeUser } from '../../../../tests/support/test-users';
import { testEngines } from '../../../../tests/support/test-engines';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { useAppStore } from '../../../../tests/support/test-app';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { INVITE_RULE } from '@/features/people/server/invite-rate';
import { POST as acceptInvite } from '@/app/api/admin/invite/route';
import { POST as addUser } from '@/app/api/admin/users/route';
import { quick, staffInvites } from '@tests/support/staff-invites';

describe.each(testEngines)('named staff accounts on %s', (engine) => {
  const app = useAppStore(engine);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    owner = await makeUser(app.db, 'owner', { name: 'Olivia Owner' });
  });

  const { invite, accept } = staffInvites(() => owner);

  it('the invite limit counts failed links, not people let in: one office address lets in twelve', async () => {
    const office = { [CLIENT_ADDRESS_HEADER]: '198.51.100.60' };
    const tryLink = (token: string) =>
      acceptInvite(
        adminRequest('/api/admin/invite', {
          method: 'POST',
          body: { token, password: 'office-long-password' },
          headers: office,
        }),
        params({}),
      );
    for (let i = 0; i < INVITE_RULE.limit + 2; i++) {
      const { token } = await invite(`Person ${i}`, `person.${i}@example.in`);
      expect((await tryLink(token)).status).toBe(204);
    }
    for (let i = 0; i < INVITE_RULE.limit; i++)
      expect((await tryLink('x'.repeat(43))).status).toBe(410);
    const { token } = await invite('Late Person', 'late.person@example.in');
    expect((await tryLink(token)).status).toBe(429);
  }, 60_000);

  it('an invite link sets a password once, signs the person in, and is gone after', async () => {
    const { id, token } = await invite('Kiran Rao', 'Kiran.Rao@Example.in');
    const tooShort = await accept(token, 'short-11chr');
    expect(tooShort.status).toBe(400);
    const first = await accept(token, 'kiran-long-password');
    expect(first.status).toBe(204);
    expect(await sessionOf(app.db, tokenFromSetCookie(first))).toMatchObject({
      userId: id,
      role: 'staff',
      name: 'Kiran Rao',
    });
    const again = await accept(token, 'another-long-password');
    expect(again.status).toBe(410);
    expect((await again.json()).error.code).toBe('gone');
    const byEmail = await signIn(
      app.db,
      { email: 'kiran.rao@example.in', password: 'kiran-long-password' },
      '203.0.113.20',
      quick,
    );
    expect(byEmail).toMatchObject({ ok: true, userId: id });
  });

  it('an invite link expires after 48 hours, and an unknown one is gone alike', async () => {
    const { id } = await invite('Late Person', 'late@example.in');
    const token = await issueInvite(app.db, id, 'invite', Date.now() - INVITE_LIFETIME_MS - 1);
    expect(await redeemInvite(app.db, token, 'a-long-enough-password')).toEqual({
      ok: false,
      reason: 'gone',
    });
    expect((await accept('Z'.repeat(43), 'a-long-enough-password')).status).toBe(410);
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(user?.passwordHash).toBeNull();
  });

  it('one email, one account; the answer names the field', async () => {
    await invite('First', 'same@example.in');
    const response = await addUser(
      adminRequest('/api/admin/users', {
        method: 'POST',
        cookie: owner.token,
        body: { name: 'Second', email: 'SAME@example.in', role: 'staff' },
      }),
      params({}),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.email).toMatch(/already/);
  });
});

describe('the invite email (real SMTP server)', () => {
  const app = useAppStore('sqlite');
  afterEach(async () => {
    await settleMail();
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
  });

  it('sends the new person their one-time link through the outbox, SITE_URL as its origin', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.LEADS_NOTIFY_TO = 'leads@moveease.example';
    process.env.SITE_URL = 'https://moveease.example';
    try {
      const owner = await makeUser(app.db, 'owner');
      const response = await addUser(
        adminRequest('/api/admin/users', {
          method: 'POST',
          cookie: owner.token,
          body: { name: 'Asha Iyer', email: 'asha@example.in', role: 'staff' },
        }),
        params({}),
      );
      const { inviteUrl } = (await response.json()) as { inviteUrl: string };
      expect(inviteUrl).toMatch(/^https:\/\/moveease\.example\/admin\/invite\/[\w-]{43}$/);
      await settleMail();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.recipients).toEqual(['asha@example.in']);
      expect(smtp.received[0]!.body).toContain('Hello Asha Iyer,');
      expect(smtp.received[0]!.body).toContain(inviteUrl);
    } finally {
      await smtp.close();
    }
  });
});
