import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { adminDayView } from '@/features/move-day/server/day-view';
import { staffOf } from '@/features/people/server/guard';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { sampleBooking } from '@tests/support/sample-booking';
import { makeUser } from '@tests/support/test-users';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as acceptPost } from '@/app/api/quotations/[token]/accept/route';
import { GET as trackGet } from '@/app/api/track/route';
import { GET as exportGet } from '@/app/api/admin/export/route';
import * as paymentsRoute from './route';
import { POST as quotationPost } from '@/app/api/admin/leads/[type]/[id]/quotations/route';

const today = () => todayInIndia();
const draft = () => ({
  lines: [
    { kind: 'packing', label: 'Packing', amountPaise: 1_000_000 },
    { kind: 'transport', label: 'Transport', amountPaise: 2_000_050 },
  ],
  advancePaise: 500_000,
  validUntil: addDays(today(), 7),
});
const advance = (amountPaise: number, extra: Record<string, unknown> = {}) => ({
  kind: 'advance',
  amountPaise,
  mode: 'upi',
  reference: '412345678901',
  receivedOn: today(),
  ...extra,
});

describe.each(testEngines)('payments on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const response = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    const lead = (await response.json()) as { id: string; reference: string };
    const staff = await makeUser(app.db, 'staff', { name: 'Ravi Cashier' });
    const office = await makeUser(app.db, 'coordinator', { name: 'Chitra Office' });
    const path = `/api/admin/leads/bookings/${lead.id}/payments`;
    const ctx = params({ type: 'bookings', id: lead.id });
    const pay = (body: unknown, cookie = staff.token) =>
      paymentsRoute.POST(adminRequest(path, { method: 'POST', body, cookie }), ctx);
    const read = async () =>
      (await paymentsRoute.GET(adminRequest(path, { cookie: staff.token }), ctx)).json();
    /** A quotation made by the office and accepted by the customer: the move's total from then on. */
    const accepted = async () => {
      const made = await (
        await quotationPost(
          adminRequest(`/api/admin/leads/bookings/${lead.id}/quotations`, {
            method: 'POST',
            body: draft(),
            // Making a quotation is the office's (quotations.make).
            cookie: office.token,
          }),
          ctx,
        )
      ).json();
      const answer = await acceptPost(
        new Request(`http://localhost/api/quotations/${made.token}/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
          body: JSON.stringify({
            version: 1,
            totalPaise: made.totalPaise,
            name: 'Meera Das',
            agree: true,
          }),
        }),
        params({ token: made.token }),
      );
      expect(answer.status).toBe(200);
      return made.totalPaise as number;
    };
    /** A refund is the office's: the coordinator records it. */
    const refund = (body: Record<string, unknown>) =>
      pay({ ...body, kind: 'refund' }, office.token);
    return { lead, staff, pay, refund, read, accepted, path, ctx };
  }

  it('before a quotation is accepted an advance is recorded with no balance; after, the balance is the total less what was paid', async () => {
    const { pay, read, accepted, lead, staff } = await setUp();
    const first = await pay(advance(50_000));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ paidPaise: 50_000, balancePaise: null });

    const total = await accepted();
    expect(await read()).toMatchObject({
      totalPaise: total,
      paidPaise: 50_000,
      balancePaise: total - 50_000,
      items: [
        {
          kind: 'advance',
          amountPaise: 50_000,
          mode: 'upi',
          reference: '412345678901',
          receivedOn: today(),
          recordedBy: 'Ravi Cashier',
        },
      ],
    });
    const tracked = async () => {
      const url = new URL('http://localhost/api/track');
      url.searchParams.set('reference', lead.reference);
      url.searchParams.set('contact', sampleBooking().email);
      const answer = await trackGet(
        new Request(url, { headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.77' } }),
      );
      expect(answer.status).toBe(200);
      return (await answer.json()).payments;
    };
    expect(await tracked()).toEqual({
      totalPaise: total,
      paidPaise: 50_000,
      balancePaise: total - 50_000,
    });
    // Today's move in the day view carries what is left to collect.
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${staff.token}` }));
    const agendaMove = async () =>
      (await adminDayView(member)).agenda[0]!.moves.find((move) => move.id === lead.id);
    expect(await agendaMove()).toMatchObject({ balancePaise: total - 50_000 });
    const second = await pay({ ...advance(total - 50_000), kind: 'balance', mode: 'cash' });
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ paidPaise: total, balancePaise: 0 });
    expect(await tracked()).toMatchObject({ paidPaise: total, balancePaise: 0 });
    expect(await agendaMove()).toMatchObject({ balancePaise: 0 });
  });

  it('the CSV has each move’s paid and balance as plain decimals, refunds taken off', async () => {
    const { pay, refund, accepted, lead } = await setUp();
    const quiet = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    const untouched = (await quiet.json()) as { reference: string };
    expect((await pay(advance(50_050))).status).toBe(201);
    const csvRows = async () => {
      const owner = await makeUser(app.db, 'owner');
      const csv = await (
        await exportGet(
          adminRequest('/api/admin/export?type=bookings', {
            cookie: owner.token,
            headers: { 'sec-fetch-site': 'same-origin' },
          }),
        )
      ).text();
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const rowOf = (reference: string) => rows.find((row) => row.includes(reference)) ?? '';
      return { header: header!, rowOf };
    };
    const before = await csvRows();
    expect(before.header).toMatch(/,"Paid \(₹\)","Balance due \(₹\)",/);
    // The seven columns of where a lead came from follow (leads of the JSON API: none).
    const noSource = ',""'.repeat(7);
    // Paid without an accepted quotation: no balance yet.
    expect(before.rowOf(lead.reference).endsWith(`,"500.50",""${noSource}`)).toBe(true);
    expect(before.rowOf(untouched.reference).endsWith(`,"",""${noSource}`)).toBe(true);

    const total = await accepted();
    expect((await refund(advance(10_000, { reason: 'Two cartons fewer' }))).status).toBe(201);
    const balance = total - 40_050;
    const decimal = `${Math.trunc(balance / 100)}.${String(balance % 100).padStart(2, '0')}`;
    expect(
      (await csvRows()).rowOf(lead.reference).endsWith(`,"400.50","${decimal}"${noSource}`),
    ).toBe(true);
  });

  it('more than the balance needs a reason; a refund needs one and cannot exceed what was paid; each refusal stores nothing', async () => {
    const { pay, refund, read, accepted } = await setUp();
    const total = await accepted();
    await pay(advance(100_000));

    const over = await pay(advance(total));
    expect(over.status).toBe(400);
    const refused = await over.json();
    expect(refused.error.code).toBe('validation');
    expect(refused.error.fields.amountPaise).toMatch(/more than the balance due \(₹/);
    expect((await read()).items).toHaveLength(1);

    const withReason = await pay(advance(total, { reason: 'Extra packing agreed on the day' }));
    expect(withReason.status).toBe(201);
    expect(await withReason.json()).toMatchObject({ balancePaise: -100_000 });

    const byStaff = await pay({ ...advance(100_000), kind: 'refund', reason: 'Entered twice' });
    expect(byStaff.status).toBe(403);
    const noReason = await refund(advance(100_000));
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields.reason).toBeTruthy();

    const tooMuch = await refund(advance(total + 100_001, { reason: 'x' }));
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error.fields.amountPaise).toMatch(/cannot be more than/);
    expect((await read()).items).toHaveLength(2);

    const refunded = await refund(advance(100_000, { reason: 'Entered twice' }));
    expect(refunded.status).toBe(201);
    expect(await refunded.json()).toMatchObject({ paidPaise: total, balancePaise: 0 });
    const after = await read();
    // The mistaken entry stays; the refund beside it is negative and carries its reason.
    expect(after.items.map((item: { amountPaise: number }) => item.amountPaise)).toEqual([
      100_000,
      total,
      -100_000,
    ]);
    expect(after.items[2]).toMatchObject({
      kind: 'refund',
      reason: 'Entered twice',
      recordedBy: 'Chitra Office',
    });
  });

  it.each([
    ['a zero amount', advance(0), 'amountPaise'],
    ['a negative amount', advance(-500), 'amountPaise'],
    ['fractional paise', advance(100.5), 'amountPaise'],
    // A bad input on purpose: the JSON a client could send, which the types would refuse.
    // eslint-disable-next-line no-restricted-syntax
    ['an amount as text', advance('5000' as unknown as number), 'amountPaise'],
    ['more than ₹1 crore', advance(1_000_000_001), 'amountPaise'],
    ['an unknown mode', advance(100, { mode: 'cheque' }), 'mode'],
    ['an unknown kind', advance(100, { kind: 'tip' }), 'kind'],
    ['a day in the future', advance(100, { receivedOn: addDays(today(), 1) }), 'receivedOn'],
    ['a day that is not a date', advance(100, { receivedOn: '31/12/2026' }), 'receivedOn'],
    ['a reference of 61 characters', advance(100, { reference: 'U'.repeat(61) }), 'reference'],
  ])('%s is refused with a message on its field and nothing stored', async (_, body, field) => {
    const { pay, read } = await setUp();
    const response = await pay(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error.code).toBe('validation');
    expect(Object.keys(answer.error.fields)).toEqual([field]);
    expect((await read()).items).toHaveLength(0);
    const stored = await app.db.selectFrom('payments').select('id').execute();
    expect(stored).toHaveLength(0);
  });

  it('is never edited or deleted, needs a session, and is written to the audit log', async () => {
    const { pay, path, ctx, lead } = await setUp();
    expect((await pay(advance(100), '')).status).toBe(401);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await paymentsRoute[method](adminRequest(path, { method, body: {} }), ctx);
      expect(response.status).toBe(405);
    }
    expect((await pay(advance(12_345))).status).toBe(201);
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'payment')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: lead.reference, actorName: 'Ravi Cashier' });
    expect(audit[0]!.detail).toContain('₹123.45');
  });

  it('a newsletter sign-up or an unknown lead takes no payment (404)', async () => {
    const { staff } = await setUp();
    await postNewsletter(jsonRequest('/api/newsletter', { email: 'reader@example.com' }));
    const subscriber = await app.db
      .selectFrom('newsletterSubscribers')
      .select('id')
      .executeTakeFirstOrThrow();
    for (const [type, id] of [
      ['subscribers', subscriber.id],
      ['bookings', '00000000-0000-4000-8000-000000000000'],
    ]) {
      const response = await paymentsRoute.POST(
        adminRequest(`/api/admin/leads/${type}/${id}/payments`, {
          method: 'POST',
          body: advance(100),
          cookie: staff.token,
        }),
        params({ type: type!, id: id! }),
      );
      expect(response.status).toBe(404);
    }
    expect(await app.db.selectFrom('payments').select('id').execute()).toHaveLength(0);
  });
});
