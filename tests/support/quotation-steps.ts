import { expect } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from './admin-requests';
import { jsonRequest, useAppStore } from './test-app';
import { sampleBooking } from './sample-booking';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { makeUser } from './test-users';
import { POST as postBooking } from '@/app/api/bookings/route';
import { PUT as surveyPut } from '@/app/api/admin/leads/[type]/[id]/inventory/route';
import {
  GET as quotationGet,
  POST as quotationPost,
} from '@/app/api/admin/leads/[type]/[id]/quotations/route';
import { PUT as quotationPut } from '@/app/api/admin/quotations/[id]/route';

const estimateInputs = {
  size: '2bhk',
  from: 'mumbai',
  to: 'pune',
  floorFrom: 0,
  liftFrom: true,
  declaredValue: 300000,
};
const validUntil = addDays(todayInIndia(), 7);
export const draft = {
  lines: [
    { kind: 'packing', label: 'Packing', amountPaise: 1_000_001 },
    { kind: 'transport', label: 'Transport', amountPaise: 2_500_050 },
    { kind: 'insurance', label: 'Insurance', amountPaise: 333 },
  ],
  discountPaise: 50_000,
  advancePaise: 500_000,
  validUntil,
};

let address = 0;
/** Each customer call from its own address unless one is given, so limits do not mix. */
export const customer = (path: string, body?: unknown, from?: string) =>
  new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: from ?? `198.51.100.${(address = (address % 250) + 1)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The staff's steps on a fresh booking and the customer's link, in the given store. */
export function quotationSteps(app: ReturnType<typeof useAppStore>) {
  async function setUp(options: { estimate?: boolean } = {}) {
    const body = { ...sampleBooking(), ...(options.estimate ? { estimate: estimateInputs } : {}) };
    const response = await postBooking(jsonRequest('/api/bookings', body));
    expect(response.status).toBe(201);
    const lead = (await response.json()) as { id: string; reference: string };
    const staff = await makeUser(app.db, 'coordinator', { name: 'Asha Coordinator' });
    const path = `/api/admin/leads/bookings/${lead.id}/quotations`;
    const ctx = params({ type: 'bookings', id: lead.id });
    const make = (body: unknown = {}, cookie = staff.token) =>
      quotationPost(adminRequest(path, { method: 'POST', body, cookie }), ctx);
    const read = () => quotationGet(adminRequest(path, { cookie: staff.token }), ctx);
    const edit = (id: string, body: unknown, cookie = staff.token) =>
      quotationPut(
        adminRequest(`/api/admin/quotations/${id}`, { method: 'PUT', body, cookie }),
        params({ id }),
      );
    const survey = (rooms: unknown) =>
      surveyPut(
        adminRequest(`/api/admin/leads/bookings/${lead.id}/inventory`, {
          method: 'PUT',
          body: { rooms },
          cookie: staff.token,
        }),
        ctx,
      );
    return { lead, staff, make, read, edit, survey };
  }

  const tokenRoute = (token: string) => params({ token });
  const sendWhatsApp = async (db: typeof app.db, quotationId: string, version: number) =>
    db
      .updateTable('quotationVersions')
      .set({ sentAt: new Date().toISOString() })
      .where('quotationId', '=', quotationId)
      .where('version', '=', version)
      .execute();

  return { setUp, tokenRoute, sendWhatsApp };
}
