import { describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/api/admin/export/route';
import { GET as paymentsGet } from '@/app/api/admin/leads/[type]/[id]/payments/route';
import { staffOf } from '@/features/people/server/guard';
import { adminDayView } from '@/features/move-day/server/day-view';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';

const ODISHA = '21AABCT1332L1ZQ';

/**
 * Reverse charge where money is summed (issue 48): the invoice of ₹31,860.58 under reverse
 * charge is ₹27,000.50 taxable + ₹4,860.08 GST the buyer pays the government; ₹5,000 paid.
 */
describe.each(testEngines)('reverse charge in the sums on %s', (engine) => {
  const app = useAppStore(engine);

  it('the lead export, the day view and the lead page count what the customer pays us, and say reverse charge', async () => {
    const move = await documentMove(app.db, { date: addDays(todayInIndia(), 2) });
    const other = await documentMove(app.db, { date: addDays(todayInIndia(), 2) });
    for (const m of [move, other]) {
      await m.acceptQuotation();
      expect((await m.pay(500_000)).status).toBe(201);
    }
    const invoice = await move.issue({
      kind: 'invoice',
      gstin: ODISHA,
      billTo: 'Utkal Steel Limited',
      reverseCharge: true,
    });
    expect(invoice.status).toBe(201);
    const owner = await makeUser(app.db, 'owner');

    const csv = await (
      await exportCsv(
        adminRequest('/api/admin/export?type=bookings', {
          cookie: owner.token,
          headers: { 'sec-fetch-site': 'same-origin' },
        }),
        {},
      )
    ).text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    // Every field is quoted; an address has commas inside its quotes.
    const fields = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!);
    const header = fields(lines[0]!);
    const column = (line: string, name: string) => fields(line)[header.indexOf(name)];
    const rowOf = (reference: string) => lines.find((line) => line.includes(`"${reference}"`))!;
    const figures = (reference: string) =>
      ['Reverse charge', 'Customer pays us (₹)', 'Paid (₹)', 'Balance due (₹)'].map((name) =>
        column(rowOf(reference), name),
      );
    expect(figures(move.lead.reference)).toEqual(['Yes', '27000.50', '5000.00', '22000.50']);
    expect(figures(other.lead.reference)).toEqual(['No', '31860.58', '5000.00', '26860.58']);

    const day = await adminDayView(
      await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${owner.token}` })),
    );
    const moves = day.agenda.flatMap((d) => d.moves);
    const agendaOf = (reference: string) => moves.find((m) => m.reference === reference)!;
    expect(agendaOf(move.lead.reference)).toMatchObject({
      balancePaise: 2_200_050,
      reverseCharge: true,
    });
    expect(agendaOf(other.lead.reference)).toMatchObject({
      balancePaise: 2_686_058,
      reverseCharge: false,
    });

    const page = await (
      await paymentsGet(adminRequest(`${move.base}/payments`, { cookie: owner.token }), move.ctx)
    ).json();
    expect(page).toMatchObject({
      totalPaise: 2_700_050,
      balancePaise: 2_200_050,
      owed: { quotedPaise: 3_186_058, reverseCharge: { gstPaise: 486_008 }, claimsPaise: 0 },
    });
  });
});
