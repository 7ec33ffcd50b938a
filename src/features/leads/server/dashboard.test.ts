import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDashboardQuery } from '@/features/leads/dashboard-query';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { makeUser } from '../../../../tests/support/test-users';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { testEngines } from '../../../../tests/support/test-engines';
import { useAppStore } from '../../../../tests/support/test-app';
import { loadDashboard } from './dashboard';
import { SEARCH_RATE } from './staff-leads';

// The page's loader reads the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

describe.each(testEngines)('loadDashboard on %s', (engine) => {
  const app = useAppStore(engine);
  let signedIn: Headers;
  const loadAs = (headers: Headers, query: ReturnType<typeof parseDashboardQuery>) => {
    request.headers = headers;
    return loadDashboard(query);
  };
  beforeEach(async () => {
    const { token } = await makeUser(app.db, 'staff');
    signedIn = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
  });

  it('is signed-out without a live session, and reads nothing', async () => {
    await insertFakeLeads(app.db, 'booking', [fakeLead('booking', 1)]);
    for (const headers of [
      new Headers(),
      new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${'A'.repeat(43)}` }),
    ])
      expect(await loadAs(headers, parseDashboardQuery({}))).toEqual({
        state: 'signed-out',
      });
  });

  it('gives the page, the new counts and, to an owner only, the lead awaiting delete confirmation', async () => {
    const lead = fakeLead('contact', 1, { status: 'new' });
    await insertFakeLeads(app.db, 'contact', [lead, fakeLead('contact', 2, { status: 'done' })]);
    const query = parseDashboardQuery({ tab: 'contacts', confirm: lead.id });
    const asStaff = await loadAs(signedIn, query);
    expect(asStaff).toMatchObject({
      state: 'ready',
      list: { total: 2, page: 1, pageSize: 50 },
      counts: { booking: 0, quote: 0, contact: 1, subscriber: 0 },
      may: { export: false, delete: false },
    });
    expect(asStaff).toHaveProperty('confirming', undefined);
    const owner = await makeUser(app.db, 'owner');
    const asOwner = await loadAs(
      new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${owner.token}` }),
      query,
    );
    expect(asOwner).toMatchObject({
      may: { export: true, delete: true },
      confirming: { id: lead.id, reference: lead.reference },
    });
  });

  it('says a search was refused for searching too often, not that the store failed', async () => {
    const errors = vi.spyOn(console, 'error');
    const query = parseDashboardQuery({ tab: 'bookings', q: 'kumar' });
    for (let i = 0; i < SEARCH_RATE.limit; i++)
      expect(await loadAs(signedIn, query)).toMatchObject({ list: { total: 0 } });
    expect(await loadAs(signedIn, query)).toMatchObject({ list: 'search-limited' });
    expect(await loadAs(signedIn, parseDashboardQuery({}))).toMatchObject({ list: { total: 0 } });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('says the list is unavailable, never empty, when the store cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await sql`drop table newsletter_subscribers`.execute(app.db);
      const data = await loadAs(signedIn, parseDashboardQuery({ tab: 'subscribers' }));
      // The day view has its own page now (/admin/day); the list says it cannot be read.
      expect(data).toMatchObject({
        state: 'ready',
        list: 'unavailable',
        counts: 'unavailable',
        confirming: undefined,
        may: { export: false, delete: false },
      });
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
