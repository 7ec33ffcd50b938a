import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminNavTexts, dashboardTexts } from '@/features/leads/content/staff';
import { parseDashboardQuery } from '@/features/leads/dashboard-query';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { loadDashboard } from '@/features/leads/server/dashboard';
import { loadPeople } from '@/features/people/server/staff-accounts';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { AdminHeader } from './AdminHeader';
import { Dashboard } from '@/features/leads/ui/list/Dashboard';
import { PeoplePage } from '@/features/people/ui/PeoplePage';

// The loaders read the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

/** Controls only an owner can use: deleting a lead, the export, people management. */
const OWNER_ONLY = [
  new RegExp(`>${dashboardTexts.delete}<`),
  new RegExp(dashboardTexts.confirmDelete),
  /Delete [A-Z]{2}-\w{6} for good/,
  /\/api\/admin\/export/,
  new RegExp(dashboardTexts.export),
  /href="\/admin\/(users|audit|vitals)"/,
];
/** People management: the add form and each person's role, disable and reset buttons. */
const PEOPLE_CONTROLS = /<form|<button|name="intent"/;

describe.each(testEngines)('what a staff member is shown, on %s (issue 28)', (engine) => {
  const app = useAppStore(engine);
  const booking = fakeLead('booking', 1);
  const contact = fakeLead('contact', 2);
  let staff: Awaited<ReturnType<typeof makeUser>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let coordinator: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    coordinator = await makeUser(app.db, 'coordinator');
    await insertFakeLeads(app.db, 'booking', [booking]);
    await insertFakeLeads(app.db, 'contact', [contact]);
    staff = await makeUser(app.db, 'staff');
    owner = await makeUser(app.db, 'owner');
  });
  const as = (token: string) => {
    request.headers = new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
  };
  const dashboard = async (params: Record<string, string>) => {
    const query = parseDashboardQuery(params);
    const data = await loadDashboard(query);
    if (data.state !== 'ready') throw new Error(`dashboard ${data.state}`);
    return renderToStaticMarkup(<Dashboard query={query} data={data} />);
  };

  const queries = (): Record<string, string>[] => [
    {},
    { confirm: booking.id },
    { tab: 'contacts', confirm: contact.id },
    { tab: 'bookings', confirm: booking.id, done: 'deleted', ref: booking.reference },
    { tab: 'bookings', q: booking.reference, confirm: booking.id, page: '1' },
  ];

  it('renders no Delete, export or people control for staff on any dashboard URL', async () => {
    as(staff.token);
    for (const params of queries()) {
      const html = await dashboard(params);
      expect(html).toMatch(new RegExp(`${booking.reference}|${contact.reference}`));
      for (const control of OWNER_ONLY) expect(html, JSON.stringify(params)).not.toMatch(control);
    }
    const header = renderToStaticMarkup(<AdminHeader who={{ name: staff.name, role: 'staff' }} />);
    expect(header).not.toMatch(/href="\/admin\/(users|audit|vitals)"/);
    // The claims list is read with leads.read, as a lead's own claims are.
    expect(header).toContain('href="/admin/claims"');
    expect(renderToStaticMarkup(<AdminHeader />)).not.toContain('href="/admin/claims"');
    const people = await loadPeople();
    expect(people.state).toBe('forbidden');
    if (people.state !== 'signed-out') {
      const html = renderToStaticMarkup(<PeoplePage data={people} />);
      expect(html).not.toMatch(PEOPLE_CONTROLS);
    }
  });

  it('renders Export for a coordinator, but no Delete and no people, audit or speed control', async () => {
    as(coordinator.token);
    const delete_ = OWNER_ONLY.filter((control) => !/export/i.test(control.source));
    for (const params of queries()) {
      const html = await dashboard(params);
      expect(html, JSON.stringify(params)).toContain('/api/admin/export');
      for (const control of delete_) expect(html, JSON.stringify(params)).not.toMatch(control);
    }
    const header = renderToStaticMarkup(
      <AdminHeader who={{ name: coordinator.name, role: 'coordinator' }} />,
    );
    expect(header).toContain(`>${adminNavTexts.leads}<`);
    expect(header).not.toMatch(/href="\/admin\/(users|audit|vitals)"/);
    const people = await loadPeople();
    expect(people.state).toBe('forbidden');
    if (people.state !== 'signed-out')
      expect(renderToStaticMarkup(<PeoplePage data={people} />)).not.toMatch(PEOPLE_CONTROLS);
  });

  it('renders them for an owner (so the test above looks for what is really there)', async () => {
    as(owner.token);
    const html = await dashboard({ confirm: booking.id });
    expect(html).toContain(dashboardTexts.confirmDelete);
    expect(html).toContain('/api/admin/export');
    // Delete itself sits on the lead's page (the list has no per-row actions): e2e roles.spec.
    const people = await loadPeople();
    if (people.state !== 'signed-out')
      expect(renderToStaticMarkup(<PeoplePage data={people} />)).toMatch(PEOPLE_CONTROLS);
    const header = renderToStaticMarkup(<AdminHeader who={{ name: owner.name, role: 'owner' }} />);
    expect(header).toContain(`>${adminNavTexts.people}<`);
  });
});
