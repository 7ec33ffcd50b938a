import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { adminRequest, params } from '@tests/support/admin-requests';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { GET as exportCsv, POST as exportPost } from './export/route';
import { GET as listLeads } from './leads/route';
import { SEARCH_RATE } from '@/features/leads/server/staff-leads';
import { DELETE as signOut } from './session/route';
import { PASSWORD, session } from '@tests/support/admin-session';

/** What a browser sends with a click on the dashboard's own export link. */
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

describe.each(testEngines)('/api/admin on %s', (engine) => {
  const app = useAppStore(engine);
  beforeEach(async () => {
    await setAdminPassword(app.db, PASSWORD);
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
