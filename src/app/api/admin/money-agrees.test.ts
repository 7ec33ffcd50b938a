import { describe, expect, it } from 'vitest';
import { lineKindSettings, quotationLineKinds } from '@/settings/company';
import { todayInIndia } from '@/lib/dates';
import type { InvoiceSnapshot } from '@/features/documents/snapshots';
import { addDays } from '@/features/quotation/schemas/draft';
import { findDocument } from '@/features/documents/server/data/documents';
import { adminRequest, params } from '@tests/support/admin-requests';
import { sampleBooking } from '@tests/support/sample-booking';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { CLIENT_ADDRESS_HEADER } from '../../../server/http/client-address-header.mjs';
import { POST as postBooking } from '../bookings/route';
import { POST as acceptPost } from '../quotations/[token]/accept/route';
import { GET as quotationGet } from '../quotations/[token]/route';
import * as documentsRoute from './leads/[type]/[id]/documents/route';
import * as paymentsRoute from './leads/[type]/[id]/payments/route';
import { POST as quotationPost } from './leads/[type]/[id]/quotations/route';

/**
 * Issue 45, point 1: one money function. Random quotations (lines, discount, GST rates, within
 * the state or across) are stored, accepted and invoiced through the real routes, and every
 * amount the move shows must be the same to the paisa: the quotation the customer accepted,
 * the ledger, the invoice's total and its balance.
 */
describe.each(testEngines)('one money function on %s', (engine) => {
  const app = useAppStore(engine);
  let seed = engine === 'sqlite' ? 45 : 4_545;
  const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
  const rates = [0, 500, 1200, 1800, 2800];

  it('the accepted quotation, the ledger and the tax invoice agree, for random moves', async () => {
    const saved = quotationLineKinds.map((kind) => lineKindSettings[kind].gstBp);
    const office = await makeUser(app.db, 'coordinator', { name: 'Chitra Office' });
    try {
      for (let run = 0; run < 12; run++) {
        // A rate per kind for this run: the settings are read at each computation.
        for (const kind of quotationLineKinds)
          (lineKindSettings[kind] as { gstBp: number }).gstBp = rates[next(rates.length)]!;
        const booked = await postBooking(
          jsonRequest('/api/bookings', sampleBooking({ pickupCity: 'Bhubaneswar' }), {
            [CLIENT_ADDRESS_HEADER]: `198.51.100.${run + 1}`,
          }),
        );
        const lead = (await booked.json()) as { id: string };
        const ctx = params({ type: 'bookings', id: lead.id });
        const base = `/api/admin/leads/bookings/${lead.id}`;
        const lines = Array.from({ length: 1 + next(5) }, (_, i) => ({
          kind: quotationLineKinds[next(quotationLineKinds.length)]!,
          label: `Line ${i + 1}`,
          amountPaise: 1 + next(25_000_00),
        }));
        const subtotal = lines.reduce((sum, line) => sum + line.amountPaise, 0);
        const body = {
          lines,
          discountPaise: next(3) === 0 ? 0 : next(subtotal + 1),
          advancePercent: next(3) * 10,
          validUntil: addDays(todayInIndia(), 7),
        };
        const made = await quotationPost(
          adminRequest(`${base}/quotations`, { method: 'POST', body, cookie: office.token }),
          ctx,
        );
        expect(made.status).toBe(201);
        const { token } = (await made.json()) as { token: string };
        const shown = (await (
          await quotationGet(
            new Request(`http://localhost/api/quotations/${token}`),
            params({ token }),
          )
        ).json()) as { totalPaise: number; taxablePaise: number; gst: { totalPaise: number } };
        expect(shown.taxablePaise + shown.gst.totalPaise).toBe(shown.totalPaise);
        const accepted = await acceptPost(
          new Request(`http://localhost/api/quotations/${token}/accept`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.4' },
            body: JSON.stringify({
              version: 1,
              totalPaise: shown.totalPaise,
              name: 'Meera Das',
              agree: true,
            }),
          }),
          params({ token }),
        );
        expect(accepted.status).toBe(200);
        expect((await accepted.json()).totalPaise).toBe(shown.totalPaise);

        const across = next(2) === 0;
        const issued = await documentsRoute.POST(
          adminRequest(`${base}/documents`, {
            method: 'POST',
            cookie: office.token,
            body: across ? { kind: 'invoice', gstin: '27aapfu0939f1zv' } : { kind: 'invoice' },
          }),
          ctx,
        );
        expect(issued.status).toBe(201);
        const row = await findDocument(app.db, ((await issued.json()) as { id: string }).id);
        const invoice = JSON.parse(row!.snapshot) as InvoiceSnapshot;
        expect(invoice.figures.intraState).toBe(!across);
        expect(invoice.figures.totalPaise).toBe(shown.totalPaise);
        expect(invoice.figures.taxablePaise).toBe(shown.taxablePaise);

        const ledger = (await (
          await paymentsRoute.GET(adminRequest(`${base}/payments`, { cookie: office.token }), ctx)
        ).json()) as { totalPaise: number; balancePaise: number };
        expect(ledger.totalPaise).toBe(invoice.figures.totalPaise);
        expect(ledger.balancePaise).toBe(invoice.figures.totalPaise - invoice.receivedPaise);
      }
    } finally {
      quotationLineKinds.forEach((kind, i) => {
        (lineKindSettings[kind] as { gstBp: number }).gstBp = saved[i]!;
      });
    }
  }, 60_000);
});
