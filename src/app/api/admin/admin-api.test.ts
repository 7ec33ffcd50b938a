import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { SIGN_IN_RULE } from '@/features/people/server/sign-in';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { consume } from '@/server/rate-limit';
import { adminRequest, params } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import {
  DELETE as deleteLead,
  GET as getLead,
  PATCH as patchLead,
} from './leads/[type]/[id]/route';
import { GET as listLeads } from './leads/route';
import { POST as signIn } from './session/route';
import { PASSWORD, session } from '@tests/support/admin-session';

describe.each(testEngines)('/api/admin on %s', (engine) => {
  const app = useAppStore(engine);
  beforeEach(async () => {
    await setAdminPassword(app.db, PASSWORD);
  });

  it('signs in with an httpOnly, SameSite=Lax cookie that lasts 8 hours, Secure on https', async () => {
    const plain = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: { password: PASSWORD } }),
      params({}),
    );
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^moveease_admin=[\w-]{43}; Path=\/; Expires=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 8 * 3600_000))).toBeLessThan(5_000);
    const https = await signIn(
      adminRequest('/api/admin/session', {
        method: 'POST',
        body: { password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      }),
      params({}),
    );
    expect(https.headers.get('set-cookie')).toContain('; Secure');
  });

  it('answers 401 to a wrong password, 400 to none, and 429 with Retry-After once locked', async () => {
    const wrong = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: { password: 'nope' } }),
      params({}),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const none = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: {} }),
      params({}),
    );
    expect(none.status).toBe(400);
    // The address's misses across accounts (counted straight into the store, to save time).
    for (let i = 0; i < SIGN_IN_RULE.limit; i++)
      await consume(app.db, SIGN_IN_RULE, '203.0.113.77');
    const locked = await signIn(
      adminRequest('/api/admin/session', {
        method: 'POST',
        body: { password: PASSWORD },
        headers: { 'x-client-address': '203.0.113.77' },
      }),
      params({}),
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await locked.json()).error.code).toBe('rate_limited');
  });

  it('lists, filters, searches and pages leads of each type', async () => {
    await insertFakeLeads(
      app.db,
      'booking',
      Array.from({ length: 60 }, (_, i) => fakeLead('booking', i)),
    );
    await insertFakeLeads(app.db, 'contact', [
      fakeLead('contact', 1, { name: 'Asha <script>alert(1)</script>' }),
    ]);
    const cookie = await session();
    const get = async (query: string) => {
      const response = await listLeads(adminRequest(`/api/admin/leads?${query}`, { cookie }), {});
      return { status: response.status, body: await response.json() };
    };
    const first = await get('type=bookings');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).not.toHaveProperty('idempotencyKey');
    expect((await get('type=bookings&page=2')).body.items).toHaveLength(10);
    expect((await get('type=bookings&status=done')).body.total).toBe(12);
    // Message words are searched too: "Lead 59." is in one booking's message.
    expect((await get('type=bookings&q=lead%2059')).body.total).toBe(1);
    expect((await get('type=bookings&q=piano%20lead')).body.total).toBe(0);
    const contacts = await get('type=contacts&q=asha');
    expect(contacts.body.items[0].name).toBe('Asha <script>alert(1)</script>');
    expect((await get('type=parcels')).status).toBe(400);
    expect((await get('type=bookings&status=lost')).status).toBe(400);
    expect((await get('type=bookings&page=0')).status).toBe(400);
  });

  it('changes a status and erases a lead; unknown leads are 404', async () => {
    const lead = fakeLead('quote', 1, { status: 'new' });
    await insertFakeLeads(app.db, 'quote', [lead]);
    const cookie = await session();
    const path = `/api/admin/leads/quotes/${lead.id}`;
    const ctx = params({ type: 'quotes', id: lead.id });
    const patched = await patchLead(
      adminRequest(path, { method: 'PATCH', cookie, body: { status: 'booked' } }),
      ctx,
    );
    expect(patched.status).toBe(200);
    const answer = await patched.json();
    expect(answer).toMatchObject({ id: lead.id, status: 'booked' });
    // The kind goes out under its API name, first, as GET gives it; its key stays inside.
    const read = await (await getLead(adminRequest(path, { cookie }), ctx)).json();
    for (const json of [answer, read]) {
      expect(Object.keys(json).slice(0, 2)).toEqual(['type', 'id']);
      expect(json.type).toBe('quotes');
      expect(json).not.toHaveProperty('kind');
    }
    const invalid = await patchLead(
      adminRequest(path, { method: 'PATCH', cookie, body: { status: 'lost' } }),
      ctx,
    );
    expect(invalid.status).toBe(400);
    const other = params({ type: 'bookings', id: lead.id });
    expect(
      (
        await patchLead(
          adminRequest(path, { method: 'PATCH', cookie, body: { status: 'done' } }),
          other,
        )
      ).status,
    ).toBe(404);
    expect((await deleteLead(adminRequest(path, { method: 'DELETE', cookie }), ctx)).status).toBe(
      204,
    );
    expect((await deleteLead(adminRequest(path, { method: 'DELETE', cookie }), ctx)).status).toBe(
      404,
    );
    expect(
      (
        await deleteLead(
          adminRequest(path, { method: 'DELETE', cookie }),
          params({ type: 'x', id: 'y' }),
        )
      ).status,
    ).toBe(404);
    const left = await app.db.selectFrom('quoteRequests').select('id').execute();
    expect(left).toEqual([]);
  });

  it('refuses a cross-site change even with a valid cookie', async () => {
    const lead = fakeLead('booking', 1, { status: 'new' });
    await insertFakeLeads(app.db, 'booking', [lead]);
    const cookie = await session();
    const path = `/api/admin/leads/bookings/${lead.id}`;
    const ctx = params({ type: 'bookings', id: lead.id });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const patch = adminRequest(path, {
        method: 'PATCH',
        cookie,
        body: { status: 'done' },
        headers,
      });
      expect((await patchLead(patch, ctx)).status).toBe(403);
      expect(
        (await deleteLead(adminRequest(path, { method: 'DELETE', cookie, headers }), ctx)).status,
      ).toBe(403);
    }
    const sameSite = adminRequest(path, {
      method: 'PATCH',
      cookie,
      body: { status: 'contacted' },
      headers: { origin: 'http://localhost' },
    });
    expect((await patchLead(sameSite, ctx)).status).toBe(200);
    const row = await app.db.selectFrom('bookings').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('contacted');
  });
});
