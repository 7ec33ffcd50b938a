import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportFormTexts } from '@/features/reports/content';
import { fillLeadSummaries } from '@/server/db/migrations/lead-summaries-fill';
import { adminRequest } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { GET } from './reports/route';

const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

describe.each(testEngines)('GET /api/admin/reports on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const owner = await makeUser(app.db, 'owner');
    // Two bookings in the week of Monday 2 November 2026, one in the next; one paid advance
    // and a refund, in paise.
    const leads = [
      fakeLead('booking', 1, { createdAt: ist('2026-11-02T10:00'), status: 'new' }),
      fakeLead('booking', 2, { createdAt: ist('2026-11-08T23:30'), status: 'new' }),
      fakeLead('booking', 3, { createdAt: ist('2026-11-09T00:30'), status: 'new' }),
    ];
    await insertFakeLeads(app.db, 'booking', leads);
    // Written straight to the table: their summaries as migration 020 fills them.
    await fillLeadSummaries(app.db);
    const pay = (paise: number, on: string, kind: 'advance' | 'refund') => ({
      id: randomUUID(),
      leadKind: 'booking' as const,
      leadId: leads[0]!.id,
      kind,
      amountPaise: paise,
      mode: 'upi' as const,
      reference: null,
      receivedOn: on,
      reason: kind === 'refund' ? 'Overpaid' : null,
      recordedBy: owner.id,
      recordedByName: owner.name,
      createdAt: ist(`${on}T12:00`),
    });
    await app.db
      .insertInto('payments')
      .values([pay(1_250_050, '2026-11-03', 'advance'), pay(-50_000, '2026-11-10', 'refund')])
      .execute();
    const get = (query: string) =>
      GET(adminRequest(`/api/admin/reports?${query}`, { cookie: owner.token }), {});
    return { get };
  }

  it('a table as CSV: readable weeks, plain counts, rupee decimals, the total last', async () => {
    const { get } = await setUp();
    const kinds = await get('table=kinds&from=2026-11-02&to=2026-11-15&by=week');
    expect(kinds.status).toBe(200);
    expect(kinds.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(kinds.headers.get('content-disposition')).toBe(
      'attachment; filename="moveease-figures-kinds-2026-11-02-to-2026-11-15.csv"',
    );
    const bytes = new Uint8Array(await kinds.arrayBuffer());
    // The BOM first, so Excel reads UTF-8 (Response.text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF' +
        '"Week from","Bookings","Quote requests","Contact messages","Newsletter subscribers","All"\r\n' +
        '"Mon, 2 Nov 2026","2","0","0","0","2"\r\n' +
        '"Mon, 9 Nov 2026","1","0","0","0","1"\r\n' +
        '"Total","3","0","0","0","3"\r\n',
    );
    const money = await (await get('table=money&from=2026-11-02&to=2026-11-15&by=week')).text();
    expect(money.split('\r\n')[1]).toBe(
      '"Mon, 2 Nov 2026","12500.50","0.00","0.00","12500.50","0.00","0.00","0.00"',
    );
    expect(money.split('\r\n')[3]).toBe(
      '"Total","12500.50","0.00","-500.00","12000.50","0.00","0.00","0.00"',
    );
    const answering = await (await get('table=answering&from=2026-11-02&to=2026-11-08')).text();
    expect(answering.split('\r\n')[0]).toContain(
      '"Median time to first contact (office hours), minutes"',
    );
  });

  it('without a table, the figures as JSON', async () => {
    const { get } = await setUp();
    const response = await get('from=2026-11-01&to=2026-11-30&by=month');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.buckets).toEqual(['2026-11']);
    expect(body.kindTotals.booking).toBe(3);
    expect(body.moneyTotal.collectedPaise).toBe(1_200_050);
  });

  it.each([
    ['from=2026-02-30', 'from', reportFormTexts.fromInvalid],
    ['from=2026-11-10&to=2026-11-01', 'to', reportFormTexts.orderInvalid],
    ['by=day', 'by', reportFormTexts.byInvalid],
    ['table=everything', 'table', reportFormTexts.tableInvalid],
    ['from=2020-01-01&to=2026-11-01', 'from', reportFormTexts.spanInvalid(732)],
  ])('%s is 400 naming the field', async (query, field, message) => {
    const { get } = await setUp();
    const response = await get(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toBe(message);
  });
});
