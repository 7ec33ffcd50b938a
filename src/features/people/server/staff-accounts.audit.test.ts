import { beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { makeUser } from '../../../../tests/support/test-users';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { testEngines } from '../../../../tests/support/test-engines';
import { adminRequest, params } from '../../../../tests/support/admin-requests';
import { useAppStore } from '../../../../tests/support/test-app';
import { GET as readAudit } from '@/app/api/admin/audit/route';
import { GET as readLead, PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { POST as addNote } from '@/app/api/admin/leads/[type]/[id]/notes/route';
import { GET as listUsers } from '@/app/api/admin/users/route';

describe.each(testEngines)('named staff accounts on %s', (engine) => {
  const app = useAppStore(engine);
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeEach(async () => {
    await setAdminPassword(app.db, 'shared-owner-password');
    owner = await makeUser(app.db, 'owner', { name: 'Olivia Owner' });
  });

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
