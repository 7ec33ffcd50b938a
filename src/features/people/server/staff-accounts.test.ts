import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleMail } from '../../../../tests/support/settle-mail';
import { startSmtpServer } from '../../../../tests/support/test-smtp';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { INVITE_LIFETIME_MS, issueInvite, redeemInvite } from '@/features/people/server/invites';
import { sessionOf } from '@/features/people/server/sessions';
import { PAIR_RULE, signIn } from '@/features/people/server/sign-in';
import { makeUser } from '../../../../tests/support/test-users';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { testEngines } from '../../../../tests/support/test-engines';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { useAppStore } from '../../../../tests/support/test-app';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { INVITE_RULE } from '@/features/people/server/invite-rate';
import { POST as acceptInvite } from '@/app/api/admin/invite/route';
import { GET as readAudit } from '@/app/api/admin/audit/route';
import { GET as readLead, PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { POST as addNote } from '@/app/api/admin/leads/[type]/[id]/notes/route';
import { POST as signInRoute } from '@/app/api/admin/session/route';
import { GET as listUsers, POST as addUser } from '@/app/api/admin/users/route';
import { PATCH as patchUser } from '@/app/api/admin/users/[id]/route';

const quick = { wrongDelayMs: 0 };

describe.each(testEngines)('named staff accounts on %s', (engine) => {
  const app = useAppStore(engine);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    owner = await makeUser(app.db, 'owner', { name: 'Olivia Owner' });
  });

  async function invite(name: string, email: string, role = 'staff') {
    const response = await addUser(
      adminRequest('/api/admin/users', {
        method: 'POST',
        cookie: owner.token,
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

  it('records status history, notes, assignment and follow-up, and the owner reads it all in the audit log', async () => {
    const staff = await makeUser(app.db, 'staff', { name: 'Sanjay Staff' });
    const lead = fakeLead('booking', 3, { status: 'new' });
    await insertFakeLeads(app.db, 'booking', [lead]);
    const url = `/api/admin/leads/bookings/${lead.id}`;
    const ctx = params({ type: 'bookings', id: lead.id });
    const patch = (body: unknown) =>
      patchLead(adminRequest(url, { method: 'PATCH', cookie: staff.token, body }), ctx);
    expect((await patch({ followUpOn: '2025-02-30' })).status).toBe(400);
    expect((await patch({ assigneeId: crypto.randomUUID() })).status).toBe(400);
    expect((await patch({ assigneeId: staff.id, followUpOn: '2031-05-06' })).status).toBe(200);
    expect((await patch({ status: 'contacted' })).status).toBe(200);
    expect((await patch({ status: 'contacted' })).status).toBe(200);
    const note = (text: string) =>
      addNote(
        adminRequest(`${url}/notes`, { method: 'POST', cookie: staff.token, body: { text } }),
        ctx,
      );
    expect((await note('   ')).status).toBe(400);
    expect((await note('Called, wants a Sunday move.')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await note('Sent the quote on WhatsApp.')).status).toBe(201);

    const detail = await (await readLead(adminRequest(url, { cookie: staff.token }), ctx)).json();
    expect(detail).toMatchObject({
      reference: lead.reference,
      status: 'contacted',
      assignee: { id: staff.id, name: 'Sanjay Staff' },
      followUpOn: '2031-05-06',
      history: [{ from: 'new', to: 'contacted', by: 'Sanjay Staff' }],
      notes: [
        { text: 'Sent the quote on WhatsApp.', by: 'Sanjay Staff' },
        { text: 'Called, wants a Sunday move.', by: 'Sanjay Staff' },
      ],
    });

    const forbidden = await readAudit(
      adminRequest('/api/admin/audit', { cookie: staff.token }),
      params({}),
    );
    expect(forbidden.status).toBe(403);
    const audit = await (
      await readAudit(adminRequest('/api/admin/audit', { cookie: owner.token }), params({}))
    ).json();
    const actions = (audit.items as { action: string; actor: string; target: string }[]).map(
      (e) => `${e.action} ${e.actor} ${e.target}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        `status Sanjay Staff ${lead.reference}`,
        `assign Sanjay Staff ${lead.reference}`,
        `follow-up Sanjay Staff ${lead.reference}`,
      ]),
    );
    expect(actions.filter((a) => a.startsWith('status '))).toHaveLength(1);
  });

  it('staff cannot list or add people; the owner can', async () => {
    const staff = await makeUser(app.db, 'staff');
    expect(
      (await listUsers(adminRequest('/api/admin/users', { cookie: staff.token }), params({})))
        .status,
    ).toBe(403);
    const list = await (
      await listUsers(adminRequest('/api/admin/users', { cookie: owner.token }), params({}))
    ).json();
    expect(list.items.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Olivia Owner', 'Owner', staff.name]),
    );
    expect(JSON.stringify(list)).not.toContain('scrypt');
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
