import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getLead, PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { parseDashboardQuery } from '@/features/leads/dashboard-query';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { updateLeadAction } from '@/features/leads/server/actions/lead-page';
import { getDb } from '@/server/db';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { loadDashboard } from '@/features/leads/server/dashboard';
import { loadJobSheet } from '@/features/move-day/server/job-sheet';
import { loadLeadPage } from '@/features/leads/server/lead-page';

// Pages and actions read the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

/**
 * The session is read once per request, however many server functions the request runs:
 * counted as the SELECTs on admin_sessions that reach the app's own store.
 */
describe.each(testEngines)('session queries per request on %s', (engine) => {
  const app = useAppStore(engine);
  let lead = fakeLead('booking', 1, { status: 'new' });
  let token: string;

  beforeEach(async () => {
    lead = fakeLead('booking', 1, { status: 'new' });
    token = (await makeUser(app.db, 'staff')).token;
    await insertFakeLeads(app.db, 'booking', [lead]);
    request.headers = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
  });
  afterEach(() => vi.restoreAllMocks());

  /** The SQL of every query `run` sends to the app's own store. */
  async function queriesOf(run: () => Promise<void>): Promise<string[]> {
    const executor = (await getDb()).db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    try {
      await run();
      return spy.mock.calls.map(([query]) => query.sql);
    } finally {
      spy.mockRestore();
    }
  }

  const sessionQueries = async (run: () => Promise<void>) =>
    (await queriesOf(run)).filter(
      (sql) => /^\s*select\b/i.test(sql) && sql.includes('admin_sessions'),
    ).length;

  it('is one for the dashboard: its list, new counts and the people to filter by', async () => {
    const count = await sessionQueries(async () => {
      const data = await loadDashboard(parseDashboardQuery({}));
      expect(data).toMatchObject({ state: 'ready', list: { total: 1 }, counts: { booking: 1 } });
      expect(data.state === 'ready' && data.people).toEqual(expect.any(Array));
    });
    expect(count).toBe(1);
  });

  it('is one for a lead page: the lead, its details and who it can go to', async () => {
    const count = await sessionQueries(async () => {
      expect(await loadLeadPage('booking', lead.id)).toMatchObject({ state: 'ready' });
    });
    expect(count).toBe(1);
  });

  it('reads the lead once for its page, and each table it shows once', async () => {
    const queries = await queriesOf(async () => {
      expect(await loadLeadPage('booking', lead.id)).toMatchObject({ state: 'ready' });
    });
    const tables = queries.map((sql) => /\bfrom\s+"?(\w+)"?/i.exec(sql)?.[1]);
    expect(tables.filter((table) => table === 'bookings')).toHaveLength(1);
    expect(queries.length).toBeLessThanOrEqual(new Set(tables).size);
  });

  it('reads the lead once for its job sheet', async () => {
    const queries = await queriesOf(async () => {
      expect(await loadJobSheet(lead.id)).toMatchObject({ state: 'ready' });
    });
    expect(queries.filter((sql) => /\bfrom\s+"bookings"/i.test(sql))).toHaveLength(1);
  });

  it('is one for a staff API call, reading or changing a lead', async () => {
    const url = `/api/admin/leads/bookings/${lead.id}`;
    const read = await sessionQueries(async () => {
      const response = await getLead(
        adminRequest(url, { cookie: token }),
        params({ type: 'bookings', id: lead.id }),
      );
      expect(response.status).toBe(200);
    });
    const change = await sessionQueries(async () => {
      const body = { status: 'contacted' };
      const response = await patchLead(
        adminRequest(url, { method: 'PATCH', body, cookie: token }),
        params({ type: 'bookings', id: lead.id }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'contacted' });
    });
    expect({ read, change }).toEqual({ read: 1, change: 1 });
  });

  it('is one for a staff form sent from the lead page', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      type: 'bookings',
      id: lead.id,
      intent: 'contacted',
    }))
      form.set(name, value);
    const count = await sessionQueries(async () => {
      expect(await updateLeadAction({}, form)).toMatchObject({ ok: true });
    });
    expect(count).toBe(1);
  });
});
