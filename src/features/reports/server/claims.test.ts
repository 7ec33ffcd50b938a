import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/reports/route';
import type { ClaimStatus } from '@/features/claims';
import { cellText } from '@/features/reports/cells';
import { reportTables } from '@/features/reports/tables';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { staffOf } from '@/features/people/server/guard';
import { adminRequest } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { loadReport } from './reports';

// The period: 15 Sep to 10 Nov 2026 (India days), grouped by week; claims are by month anyway.
const PERIOD = { from: '2026-09-15', to: '2026-11-10', by: 'week' } as const;

/** Each claim: filed and last changed (UTC, as stored), and where it falls, worked out by hand. */
const CLAIMS: {
  n: number;
  filed: string;
  changed: string;
  status: ClaimStatus;
  askedPaise: number;
  settledPaise: number | null;
}[] = [
  // Filed 15 Sep 01:30 IST (September); settled 5 Oct 11:30 IST (October's settled).
  {
    n: 1,
    filed: '2026-09-14T20:00:00.000Z',
    changed: '2026-10-05T06:00:00.000Z',
    status: 'settled',
    askedPaise: 300_000,
    settledPaise: 250_000,
  },
  // Filed 1 Oct 00:15 IST: October, though still 30 Sep in UTC. Open.
  {
    n: 2,
    filed: '2026-09-30T18:45:00.000Z',
    changed: '2026-09-30T18:45:00.000Z',
    status: 'open',
    askedPaise: 1_000_050,
    settledPaise: null,
  },
  // Filed 14 Sep 23:30 IST, the day before the period: not counted as filed; settled
  // 10 Nov 23:30 IST, the period's last day: November's settled.
  {
    n: 3,
    filed: '2026-09-14T18:00:00.000Z',
    changed: '2026-11-10T18:00:00.000Z',
    status: 'settled',
    askedPaise: 999_900,
    settledPaise: 400_000,
  },
  // Filed 11 Nov 00:10 IST: after the period.
  {
    n: 4,
    filed: '2026-11-10T18:40:00.000Z',
    changed: '2026-11-10T18:40:00.000Z',
    status: 'open',
    askedPaise: 50_000,
    settledPaise: null,
  },
  // Filed 20 Oct (October), rejected: nothing settled.
  {
    n: 5,
    filed: '2026-10-20T05:00:00.000Z',
    changed: '2026-10-21T05:00:00.000Z',
    status: 'rejected',
    askedPaise: 120_000,
    settledPaise: null,
  },
  // Filed 3 Nov (November); settled 11 Nov 00:01 IST, after the period: not counted as settled.
  {
    n: 6,
    filed: '2026-11-03T05:00:00.000Z',
    changed: '2026-11-10T18:31:00.000Z',
    status: 'settled',
    askedPaise: 75_025,
    settledPaise: 60_000,
  },
];

describe.each(testEngines)('damage claims in the owner’s figures on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const lead = fakeLead('booking', 1, { status: 'done' });
    await insertFakeLeads(app.db, 'booking', [lead]);
    await app.db
      .insertInto('claims')
      .values(
        CLAIMS.map((c) => ({
          id: randomUUID(),
          leadKind: 'booking' as const,
          leadId: lead.id,
          number: `CL/2026-27/000${c.n}`,
          status: c.status,
          description: 'Damaged in transit.',
          items: '[]',
          askedPaise: c.askedPaise,
          settledPaise: c.settledPaise,
          note: null,
          paymentId: null,
          createdAt: c.filed,
          updatedAt: c.changed,
          updatedByName: 'Owner',
        })),
      )
      .execute();
    const owner = await makeUser(app.db, 'owner');
    return {
      owner,
      member: await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${owner.token}` })),
    };
  }

  it('by month: filed and asked by the India day filed, settled by the India day settled', async () => {
    const { member } = await setUp();
    const report = await loadReport(member, PERIOD);
    // By hand: September: claim 1. October: claims 2 and 5 filed (10,000.50 + 1,200.00),
    // claim 1 settled. November: claim 6 filed; claim 3 settled.
    expect(report.claims).toEqual([
      { month: '2026-09', filed: 1, askedPaise: 300_000, settledPaise: 0 },
      { month: '2026-10', filed: 2, askedPaise: 1_120_050, settledPaise: 250_000 },
      { month: '2026-11', filed: 1, askedPaise: 75_025, settledPaise: 400_000 },
    ]);
    expect(report.claimsTotal).toEqual({ filed: 4, askedPaise: 1_495_075, settledPaise: 650_000 });
    const table = reportTables(report).claims;
    expect(table.columns).toEqual([
      'Month',
      'Claims filed',
      'Amount asked (₹)',
      'Amount settled (₹)',
    ]);
    expect(table.rows.map((row) => row.map(cellText))).toEqual([
      ['September 2026', '1', '₹3,000.00', '₹0.00'],
      ['October 2026', '2', '₹11,200.50', '₹2,500.00'],
      ['November 2026', '1', '₹750.25', '₹4,000.00'],
    ]);
    expect(table.total!.map(cellText)).toEqual(['Total', '4', '₹14,950.75', '₹6,500.00']);
  });

  it('as CSV, like the other tables: every cell quoted, plain counts, rupee decimals, the total last', async () => {
    const { owner } = await setUp();
    const response = await GET(
      adminRequest(
        `/api/admin/reports?table=claims&from=${PERIOD.from}&to=${PERIOD.to}&by=${PERIOD.by}`,
        { cookie: owner.token },
      ),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="moveease-figures-claims-2026-09-15-to-2026-11-10.csv"',
    );
    expect((await response.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Month","Claims filed","Amount asked (₹)","Amount settled (₹)"',
      '"September 2026","1","3000.00","0.00"',
      '"October 2026","2","11200.50","2500.00"',
      '"November 2026","1","750.25","4000.00"',
      '"Total","4","14950.75","6500.00"',
      '',
    ]);
  });
});
