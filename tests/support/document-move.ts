import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import type { Database } from '@/server/db/schema';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as acceptPost } from '@/app/api/quotations/[token]/accept/route';
import * as documentRoute from '@/app/api/admin/documents/[id]/route';
import * as documentsRoute from '@/app/api/admin/leads/[type]/[id]/documents/route';
import { POST as paymentPost } from '@/app/api/admin/leads/[type]/[id]/payments/route';
import { POST as quotationPost } from '@/app/api/admin/leads/[type]/[id]/quotations/route';
import { CLIENT_ADDRESS_HEADER } from '../../src/server/http/client-address-header.mjs';
import { adminRequest, params } from './admin-requests';
import { sampleBooking } from './sample-booking';
import { jsonRequest } from './test-app';
import { makeUser } from './test-users';

/**
 * Test support: a booked move Bhubaneswar → Pune (or from `pickupCity`) with a staff member and
 * a coordinator, and the calls its documents' tests make: accept the quotation (packing
 * ₹10,000 + transport ₹20,000.50 − ₹3,000 discount = ₹31,860.58 with GST), pay, issue, read.
 */
export async function documentMove(
  db: Kysely<Database>,
  options: { pickupCity?: string; dropCity?: string; date?: string } = {},
) {
  const response = await postBooking(
    jsonRequest(
      '/api/bookings',
      sampleBooking({
        pickupCity: options.pickupCity ?? 'Bhubaneswar',
        pickupArea: 'Saheed Nagar',
        pickupAddress: 'Plot 12, Lane 3',
        dropCity: options.dropCity ?? 'Pune',
        dropArea: 'Baner',
        dropAddress: 'Flat 402, Sai Residency',
        ...(options.date && { date: options.date }),
      }),
    ),
  );
  const lead = (await response.json()) as { id: string; reference: string };
  const staff = await makeUser(db, 'staff', { name: 'Ravi Crew' });
  const office = await makeUser(db, 'coordinator', { name: 'Chitra Office' });
  const ctx = params({ type: 'bookings', id: lead.id });
  const base = `/api/admin/leads/bookings/${lead.id}`;
  const issue = (body: unknown, cookie = office.token) =>
    documentsRoute.POST(adminRequest(`${base}/documents`, { method: 'POST', body, cookie }), ctx);
  const pdf = async (id: string, cookie = staff.token) => {
    const answer = await documentRoute.GET(
      adminRequest(`/api/admin/documents/${id}`, { cookie }),
      params({ id }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await answer.arrayBuffer());
  };
  const acceptQuotation = async (
    draft = {
      lines: [
        { kind: 'packing', label: 'Packing with materials', amountPaise: 1_000_000 },
        { kind: 'transport', label: 'Transport by closed truck', amountPaise: 2_000_050 },
      ],
      discountPaise: 300_000,
      advancePaise: 500_000,
      validUntil: addDays(todayInIndia(), 7),
    },
    totalPaise = 3_186_058,
  ) => {
    const made = await (
      await quotationPost(
        adminRequest(`${base}/quotations`, { method: 'POST', body: draft, cookie: office.token }),
        ctx,
      )
    ).json();
    const accepted = await acceptPost(
      new Request(`http://localhost/api/quotations/${made.token}/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
        body: JSON.stringify({ version: 1, totalPaise, name: 'Meera Das', agree: true }),
      }),
      params({ token: made.token }),
    );
    expect(accepted.status).toBe(200);
    return made as { token: string };
  };
  const pay = async (amountPaise: number, extra: Record<string, unknown> = {}) => {
    const answer = await paymentPost(
      adminRequest(`${base}/payments`, {
        method: 'POST',
        cookie: staff.token,
        body: {
          kind: 'advance',
          amountPaise,
          mode: 'upi',
          reference: '412345678901',
          receivedOn: todayInIndia(),
          ...extra,
        },
      }),
      ctx,
    );
    return answer;
  };
  return { lead, staff, office, base, ctx, issue, pdf, acceptQuotation, pay };
}
