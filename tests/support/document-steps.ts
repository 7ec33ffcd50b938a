import { expect } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from './admin-requests';
import { sampleBooking } from './sample-booking';
import { jsonRequest, useAppStore } from './test-app';
import { makeUser } from './test-users';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as acceptPost } from '@/app/api/quotations/[token]/accept/route';
import * as documentRoute from '@/app/api/admin/documents/[id]/route';
import * as documentsRoute from '@/app/api/admin/leads/[type]/[id]/documents/route';
import { POST as paymentPost } from '@/app/api/admin/leads/[type]/[id]/payments/route';
import { POST as quotationPost } from '@/app/api/admin/leads/[type]/[id]/quotations/route';

export const year = () => financialYear(todayInIndia());
/** Packing ₹10,000 and transport ₹20,000.50 less ₹3,000 discount: the figures below follow. */
const draft = () => ({
  lines: [
    { kind: 'packing', label: 'Packing with materials', amountPaise: 1_000_000 },
    { kind: 'transport', label: 'Transport by closed truck', amountPaise: 2_000_050 },
  ],
  discountPaise: 300_000,
  advancePaise: 500_000,
  validUntil: addDays(todayInIndia(), 7),
});

/** A booking with its staff, office and steps (issue, list, pdf, accept, pay), in the given store. */
export function documentSteps(app: ReturnType<typeof useAppStore>) {
  async function setUp(pickupCity = 'Bhubaneswar') {
    const response = await postBooking(
      jsonRequest(
        '/api/bookings',
        sampleBooking({
          pickupCity,
          pickupArea: 'Saheed Nagar',
          pickupAddress: 'Plot 12, Lane 3',
          dropCity: 'Pune',
          dropArea: 'Baner',
          dropAddress: 'Flat 402, Sai Residency',
        }),
      ),
    );
    const lead = (await response.json()) as { id: string; reference: string };
    const staff = await makeUser(app.db, 'staff', { name: 'Ravi Crew' });
    const office = await makeUser(app.db, 'coordinator', { name: 'Chitra Office' });
    const ctx = params({ type: 'bookings', id: lead.id });
    const base = `/api/admin/leads/bookings/${lead.id}`;
    const issue = (body: unknown, cookie = office.token) =>
      documentsRoute.POST(adminRequest(`${base}/documents`, { method: 'POST', body, cookie }), ctx);
    const list = async () =>
      (
        await (
          await documentsRoute.GET(adminRequest(`${base}/documents`, { cookie: staff.token }), ctx)
        ).json()
      ).items as { id: string; kind: string; number: string }[];
    const pdf = async (id: string, cookie = staff.token) => {
      const answer = await documentRoute.GET(
        adminRequest(`/api/admin/documents/${id}`, { cookie }),
        params({ id }),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      return new Uint8Array(await answer.arrayBuffer());
    };
    const acceptQuotation = async () => {
      const made = await (
        await quotationPost(
          adminRequest(`${base}/quotations`, {
            method: 'POST',
            body: draft(),
            cookie: office.token,
          }),
          ctx,
        )
      ).json();
      const accepted = await acceptPost(
        new Request(`http://localhost/api/quotations/${made.token}/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
          body: JSON.stringify({
            version: 1,
            totalPaise: 3_186_058,
            name: 'Meera Das',
            agree: true,
          }),
        }),
        params({ token: made.token }),
      );
      expect(accepted.status).toBe(200);
      return made as { token: string };
    };
    const pay = async (amountPaise: number) => {
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
          },
        }),
        ctx,
      );
      expect(answer.status).toBe(201);
      return (await answer.json()) as { id: string };
    };
    return { lead, staff, office, issue, list, pdf, acceptQuotation, pay };
  }

  return { setUp };
}
