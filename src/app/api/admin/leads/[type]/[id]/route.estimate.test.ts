import { beforeEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import { estimateValidUntil } from '@/features/estimate/estimate-query';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { composeCustomerEmail } from '@/features/leads/server/customer-email';
import { composeLeadEmail } from '@/features/leads/server/lead-email';
import { adminRequest, params, tokenFromSetCookie } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from '@/app/api/bookings/route';
import { GET as leadDetail } from './route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { sampleBooking, sampleEstimateInputs } from '@tests/support/sample-booking';

const PASSWORD = 'staff-password-1';
const booking = sampleBooking({ estimate: sampleEstimateInputs });
const mailOptions = { from: 'site@moveease.example', siteUrl: 'https://moveease.example/' };

describe.each(testEngines)('a lead’s estimate as staff and emails see it, on %s', (engine) => {
  const app = useAppStore(engine);
  beforeEach(async () => {
    await setAdminPassword(app.db, PASSWORD);
  });

  async function bookAtEstimate() {
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await app.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, row };
  }

  it('GET /api/admin/leads/bookings/{id} gives the stored snapshot as an object, not a string', async () => {
    const { id, row } = await bookAtEstimate();
    const signedIn = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: { password: PASSWORD } }),
      params({}),
    );
    const cookie = tokenFromSetCookie(signedIn);
    const response = await leadDetail(
      adminRequest(`/api/admin/leads/bookings/${id}`, { cookie }),
      params({ type: 'bookings', id }),
    );
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail.estimate).toEqual(JSON.parse(row.estimate!));
    expect(detail.estimate).toMatchObject({
      validUntil: estimateValidUntil(),
      inputs: { size: '2bhk', from: 'mumbai', to: 'pune', floorFrom: 3 },
    });
    expect(typeof detail.estimate.total).toBe('number');

    // A lead without one gives null.
    const plain = await postBooking(
      jsonRequest('/api/bookings', { ...booking, estimate: undefined }),
    );
    const plainId = (await plain.json()).id;
    const none = await leadDetail(
      adminRequest(`/api/admin/leads/bookings/${plainId}`, { cookie }),
      params({ type: 'bookings', id: plainId }),
    );
    expect((await none.json()).estimate).toBeNull();
  });

  it('the staff email and the customer’s confirmation carry total, range and valid-until', async () => {
    const { row } = await bookAtEstimate();
    const snapshot = JSON.parse(row.estimate!);
    const total = formatInr(snapshot.total);
    const range = `${formatInr(snapshot.low)}–${formatInr(snapshot.high)}`;

    const staff = composeLeadEmail('booking', row as never, {
      ...mailOptions,
      to: 'leads@moveease.example',
    });
    expect(staff.text).toContain(total);
    expect(staff.text).toContain(range);
    expect(staff.text).toContain(`valid until ${formatLongDate(snapshot.validUntil)}`);

    const customer = composeCustomerEmail('received', 'booking', row, mailOptions)!;
    for (const part of [customer.text, customer.html]) {
      expect(part).toContain(total);
      expect(part).toContain(`${formatInr(snapshot.low)} to ${formatInr(snapshot.high)}`);
      expect(part).toContain(formatLongDate(snapshot.validUntil));
    }
    const withoutEstimate = composeCustomerEmail(
      'received',
      'booking',
      { ...row, estimate: null },
      mailOptions,
    )!;
    expect(withoutEstimate.text).not.toContain(total);
  });
});
