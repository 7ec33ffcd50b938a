import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { SIGN_IN_RULE } from '@/features/people/server/sign-in';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { consume } from '@/server/rate-limit';
import { adminRequest, params, tokenFromSetCookie } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { GET as exportCsv, POST as exportPost } from './export/route';
import {
  DELETE as deleteLead,
  GET as getLead,
  PATCH as patchLead,
} from './leads/[type]/[id]/route';
import { GET as listLeads } from './leads/route';
import { SEARCH_RATE } from '@/features/leads/server/staff-leads';
import { DELETE as signOut, POST as signIn } from './session/route';

const PASSWORD = 'staff-password-1';

/** What a browser sends with a click on the dashboard's own export link. */
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

describe.each(testEngines)('/api/admin on %s', (engine) => {
  const app = useAppStore(engine);
  beforeEach(async () => {
    await setAdminPassword(app.db, PASSWORD);
  });

  async function session(address = '203.0.113.50') {
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

  it('exports the tab as CSV with every field and formulas neutralised', async () => {
    await insertFakeLeads(app.db, 'booking', [
      fakeLead('booking', 1, {
        name: '=HYPERLINK("http://evil.example","Click")',
        message: '@SUM(A1)\nsecond line, with "quotes"',
        service: 'car-shifting',
        createdAt: '2026-01-02T03:04:05.000Z',
        language: 'hi',
      }),
      fakeLead('booking', 2, {
        name: 'Plain Person',
        createdAt: '2026-01-01T00:00:00.000Z',
        language: 'en',
      }),
    ]);
    const cookie = await session();
    const response = await exportCsv(
      adminRequest('/api/admin/export?type=bookings', { cookie, headers: sameOrigin }),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="moveease-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Received (India time)","Status","Language","Name","Email","Phone","Service","Moving date","Pickup city","Pickup area","Pickup address","Drop city","Drop area","Drop address","Message","Estimate","Came in by","Quotation","Reverse charge","Customer pays us (₹)","Paid (₹)","Balance due (₹)","Source","Campaign source (utm_source)","Medium (utm_medium)","Campaign (utm_campaign)","Came from site","Landing page","Device"',
    );
    // A lead from the website came in by no staff channel: the CSV says so. These fake leads
    // have no quotation, no payment and no stored source, so the twelve columns after it are empty.
    expect(lines[1]).toMatch(/,"website"(,""){12}$/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[1]).toContain(`"'@SUM(A1)\nsecond line, with ""quotes"""`);
    expect(lines[1]).toContain('"Car Shifting"');
    // The customer's language, as stored (issue 49); a lead that sent none is English.
    expect(lines[1]).toMatch(/^"[^"]+","[^"]+","[^"]+","hi",/);
    expect(lines[2]).toMatch(/^"[^"]+","[^"]+","[^"]+","en",/);
    // Received 03:04 UTC is 08:34 in India.
    expect(lines[1]).toContain('"2026-01-02 08:34"');
    // A plain phone number is only read by a spreadsheet, never run: it comes out as typed.
    expect(lines[1]).toMatch(/,"\+919\d{9}",/);
    expect(lines[2]).toContain('"Plain Person"');
    expect(lines).toHaveLength(4);
    const filtered = await exportPost(
      adminRequest('/api/admin/export?type=bookings&q=plain', { method: 'POST', cookie }),
      {},
    );
    expect((await filtered.text()).split('\r\n')).toHaveLength(3);
  });

  it('limits searches per account: 20 in 10 seconds, then 429; listing and other accounts go on', async () => {
    await insertFakeLeads(app.db, 'booking', [fakeLead('booking', 1)]);
    const [first, second] = [await makeUser(app.db, 'staff'), await makeUser(app.db, 'staff')];
    const search = (token: string, q = 'kumar') =>
      listLeads(
        adminRequest(`/api/admin/leads?type=bookings&q=${q}`, { cookie: token }),
        params({}),
      );
    for (let i = 0; i < SEARCH_RATE.limit; i++)
      expect((await search(first.token)).status).toBe(200);
    const limited = await search(first.token, 'priya');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await search(second.token)).status).toBe(200);
    const plain = await listLeads(
      adminRequest('/api/admin/leads?type=bookings', { cookie: first.token }),
      params({}),
    );
    expect(plain.status).toBe(200);
  });

  it('exports only for a same-origin request: a link from another site exports nothing', async () => {
    await insertFakeLeads(app.db, 'booking', [fakeLead('booking', 1)]);
    const cookie = await session();
    const exportsLogged = async () =>
      (await app.db.selectFrom('auditLog').select('id').where('action', '=', 'export').execute())
        .length;
    const links: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of links) {
      const refused = await exportCsv(
        adminRequest('/api/admin/export?type=bookings', { cookie, headers }),
        {},
      );
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect((await refused.json()).error.code).toBe('forbidden');
    }
    const crossPost = await exportPost(
      adminRequest('/api/admin/export?type=bookings', {
        method: 'POST',
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
      {},
    );
    expect(crossPost.status).toBe(403);
    expect(await exportsLogged()).toBe(0);
    const fromPage = await exportCsv(
      adminRequest('/api/admin/export?type=bookings', { cookie, headers: sameOrigin }),
      {},
    );
    expect(fromPage.status).toBe(200);
    const fromScript = await exportPost(
      adminRequest('/api/admin/export?type=bookings', { method: 'POST', cookie }),
      {},
    );
    expect(fromScript.status).toBe(200);
    await fromPage.text();
    await fromScript.text();
    expect(await exportsLogged()).toBe(2);
  });

  it('exports 2,500 leads in full, batch after batch', async () => {
    await insertFakeLeads(
      app.db,
      'subscriber',
      Array.from({ length: 2500 }, (_, i) => fakeLead('subscriber', i)),
    );
    const cookie = await session();
    const response = await exportCsv(
      adminRequest('/api/admin/export?type=subscribers', { cookie, headers: sameOrigin }),
      {},
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(new Set(lines).size).toBe(2501);
  });

  it('says 503, not an empty list, when the store cannot be read', async () => {
    const cookie = await session();
    await sql`drop table contact_messages`.execute(app.db);
    const response = await listLeads(
      adminRequest('/api/admin/leads?type=contacts', { cookie }),
      {},
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'unavailable', message: expect.any(String) },
    });
    const csv = await exportCsv(
      adminRequest('/api/admin/export?type=contacts', { cookie, headers: sameOrigin }),
      {},
    );
    expect(csv.status).toBe(503);
  });

  it('signs out server-side: the old cookie is refused afterwards', async () => {
    const cookie = await session();
    const other = await session('198.51.100.9');
    const out = await signOut(adminRequest('/api/admin/session', { method: 'DELETE', cookie }), {});
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(
      /^moveease_admin=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    const after = await listLeads(adminRequest('/api/admin/leads?type=bookings', { cookie }), {});
    expect(after.status).toBe(401);
    const stillIn = await listLeads(
      adminRequest('/api/admin/leads?type=bookings', { cookie: other }),
      {},
    );
    expect(stillIn.status).toBe(200);
  });
});
