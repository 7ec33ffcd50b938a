import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { staffOf } from '@/features/people/server/guard';
import type { ClaimStatus } from '@/features/claims';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { adminClaimList } from './claim-list';

describe.each(testEngines)('the staff Claims list on %s', (engine) => {
  const app = useAppStore(engine);
  const memberOf = async (role: 'owner' | 'coordinator' | 'staff') => {
    const user = await makeUser(app.db, role);
    return staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }));
  };

  async function seed() {
    const booking = fakeLead('booking', 1, { status: 'done' });
    const quote = fakeLead('quote', 2, { status: 'done' });
    await insertFakeLeads(app.db, 'booking', [booking]);
    await insertFakeLeads(app.db, 'quote', [quote]);
    const claim = (
      number: string,
      lead: { kind: 'booking' | 'quote'; id: string },
      status: ClaimStatus,
      at: string,
      askedPaise: number,
      settledPaise: number | null,
    ) => ({
      id: randomUUID(),
      leadKind: lead.kind,
      leadId: lead.id,
      number,
      status,
      description: 'Damaged in transit.',
      items: '[]',
      askedPaise,
      settledPaise,
      note: null,
      paymentId: null,
      createdAt: at,
      updatedAt: at,
      updatedByName: null,
    });
    await app.db
      .insertInto('claims')
      .values([
        claim(
          'CL/2026-27/0001',
          { kind: 'booking', id: booking.id },
          'settled',
          '2026-10-01T05:00:00.000Z',
          750_000,
          500_000,
        ),
        claim(
          'CL/2026-27/0002',
          { kind: 'quote', id: quote.id },
          'open',
          '2026-11-20T05:00:00.000Z',
          120_050,
          null,
        ),
        claim(
          'CL/2026-27/0003',
          { kind: 'booking', id: booking.id },
          'rejected',
          '2026-11-02T05:00:00.000Z',
          90_000,
          null,
        ),
      ])
      .execute();
    return { booking, quote };
  }

  it('lists every claim newest first with its move’s reference, and filters by status', async () => {
    const { booking, quote } = await seed();
    const staff = await memberOf('staff');
    const all = await adminClaimList(staff);
    expect(
      all.map((row) => [row.number, row.reference, row.status, row.askedPaise, row.settledPaise]),
    ).toEqual([
      ['CL/2026-27/0002', quote.reference, 'open', 120_050, null],
      ['CL/2026-27/0003', booking.reference, 'rejected', 90_000, null],
      ['CL/2026-27/0001', booking.reference, 'settled', 750_000, 500_000],
    ]);
    expect(all[0]).toMatchObject({
      leadKind: 'quote',
      leadId: quote.id,
      at: '2026-11-20T05:00:00.000Z',
    });
    expect((await adminClaimList(staff, 'settled')).map((row) => row.number)).toEqual([
      'CL/2026-27/0001',
    ]);
    expect(await adminClaimList(staff, 'under-review')).toEqual([]);
  });

  it('is read with leads.read: every role that opens a lead reads its claims here', async () => {
    await seed();
    for (const role of ['owner', 'coordinator', 'staff'] as const)
      expect(await adminClaimList(await memberOf(role))).toHaveLength(3);
  });
});
