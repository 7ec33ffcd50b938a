import type { QueryExecutor } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { formatShortDate } from '@/lib/format-date';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from '@tests/support/admin-requests';
import { pdfText } from '@tests/support/pdf-text';
import { sampleBooking } from '@tests/support/sample-booking';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { CLIENT_ADDRESS_HEADER } from '../../../server/http/client-address-header.mjs';
import { POST as postBooking } from '../bookings/route';
import { POST as acceptPost } from '../quotations/[token]/accept/route';
import { GET as customerDocumentGet } from '../quotations/[token]/documents/[id]/route';
import { GET as quotationGet } from '../quotations/[token]/route';
import { GET as trackGet } from '../track/route';
import * as documentRoute from './documents/[id]/route';
import * as documentsRoute from './leads/[type]/[id]/documents/route';
import { POST as paymentPost } from './leads/[type]/[id]/payments/route';
import { POST as quotationPost } from './leads/[type]/[id]/quotations/route';

const year = () => financialYear(todayInIndia());
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

describe.each(testEngines)('documents on %s', (engine) => {
  const app = useAppStore(engine);

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

  it('a tax invoice within Odisha: every Rule 46 field, discount off the taxable value, CGST + SGST, words, advance and balance', async () => {
    const { lead, issue, pdf, acceptQuotation, pay, list } = await setUp();
    // Nothing to invoice before the customer accepts a quotation.
    expect((await issue({ kind: 'invoice' })).status).toBe(409);
    await acceptQuotation();
    await pay(500_000);
    const answer = await issue({ kind: 'invoice' });
    expect(answer.status).toBe(201);
    const invoice = await answer.json();
    expect(invoice).toMatchObject({ kind: 'invoice', number: `INV/${year()}/0001` });
    expect(invoice.url).toBe(`/api/admin/documents/${invoice.id}`);

    const text = pdfText(await pdf(invoice.id));
    for (const expected of [
      'TAX INVOICE',
      'Original for recipient',
      'MoveEase Packers & Movers Private Limited',
      'GSTIN: 21AAHCM4821K1Z6',
      'PAN: AAHCM4821K',
      `INV/${year()}/0001`,
      formatShortDate(todayInIndia()),
      'Meera Das',
      'Plot 12, Lane 3',
      'GSTIN: Unregistered',
      'Place of supply Odisha (21)',
      'Reverse charge No',
      lead.reference,
      'Packing with materials 9967 10,000.00 999.98 9,000.02 9% + 9% 810.00 810.00 10,620.02',
      'Transport by closed truck 9965 20,000.50 2,000.02 18,000.48 9% + 9% 1,620.04 1,620.04 21,240.56',
      'Total 30,000.50 3,000.00 27,000.50 2,430.04 2,430.04 31,860.58',
      'Rupees Thirty-One Thousand Eight Hundred Sixty and Fifty-Eight Paise Only',
      'Advance received ₹5,000.00',
      'Balance due ₹26,860.58',
      'IFSC HDFC0001753',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');

    // One invoice per move.
    const again = await issue({ kind: 'invoice' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('conflict');
    expect(await list()).toHaveLength(1);
  });

  it('across states (a business customer in Maharashtra by its GSTIN): IGST; a credit note cites the invoice, then a new invoice may be issued', async () => {
    const { issue, pdf, acceptQuotation, list } = await setUp();
    await acceptQuotation();
    const first = await (await issue({ kind: 'invoice', gstin: '27aapfu0939f1zv' })).json();
    const text = pdfText(await pdf(first.id));
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain(
      'Packing with materials 9967 10,000.00 999.98 9,000.02 18% 1,620.00 10,620.02',
    );
    expect(text).toContain('Total 30,000.50 3,000.00 27,000.50 4,860.08 31,860.58');
    expect(text).not.toMatch(/CGST|SGST/);

    // A credit note needs its reason; it cites the invoice and reverses it in full.
    expect((await issue({ kind: 'credit-note', invoiceId: first.id })).status).toBe(400);
    const credit = await issue({
      kind: 'credit-note',
      invoiceId: first.id,
      reason: 'Customer GSTIN was wrong',
    });
    expect(credit.status).toBe(201);
    const note = await credit.json();
    expect(note.number).toBe(`CN/${year()}/0001`);
    const noteText = pdfText(await pdf(note.id));
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain(
      `Against tax invoice ${first.number} of ${formatShortDate(todayInIndia())}`,
    );
    expect(noteText).toContain('Reason Customer GSTIN was wrong');
    expect(noteText).toContain('Total 30,000.50 3,000.00 27,000.50 4,860.08 31,860.58');
    // An invoice is credited once.
    expect(
      (await issue({ kind: 'credit-note', invoiceId: first.id, reason: 'again' })).status,
    ).toBe(409);

    const second = await issue({ kind: 'invoice' });
    expect(second.status).toBe(201);
    expect((await second.json()).number).toBe(`INV/${year()}/0002`);
    expect((await list()).map((d) => d.kind)).toEqual(['invoice', 'credit-note', 'invoice']);
  });

  it('staff may not issue an invoice or a credit note (403, nothing stored); bad input is a 400 naming the field', async () => {
    const { issue, staff, acceptQuotation, list } = await setUp();
    await acceptQuotation();
    expect((await issue({ kind: 'invoice' }, staff.token)).status).toBe(403);
    expect(
      (await issue({ kind: 'credit-note', invoiceId: 'x', reason: 'y' }, staff.token)).status,
    ).toBe(403);
    const bad = await issue({ kind: 'invoice', gstin: '12345' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('gstin');
    expect((await issue({ kind: 'fax' })).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('every issue and download is in the audit log; an issued document has no route that changes it', async () => {
    const { issue, pdf, acceptQuotation, lead } = await setUp();
    await acceptQuotation();
    const invoice = await (await issue({ kind: 'invoice' })).json();
    const first = await pdf(invoice.id);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'target', 'detail', 'actorName'])
      .where('action', 'like', 'document-%')
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      {
        action: 'document-issued',
        target: lead.reference,
        detail: `Tax Invoice ${invoice.number}`,
        actorName: 'Chitra Office',
      },
      {
        action: 'document-downloaded',
        target: lead.reference,
        detail: `Tax Invoice ${invoice.number}`,
        actorName: 'Ravi Crew',
      },
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const answer = await documentRoute[method](
        adminRequest(`/api/admin/documents/${invoice.id}`, { method, body: {}, cookie: 'x' }),
        params({ id: invoice.id }),
      );
      expect(answer.status).toBe(405);
    }
    // The same bytes on every download.
    expect(Buffer.compare(Buffer.from(first), Buffer.from(await pdf(invoice.id)))).toBe(0);
  });

  it('a money receipt per payment with its mode and reference; a lorry receipt with both copies; a packing list from the survey', async () => {
    const { lead, staff, issue, pdf, acceptQuotation, pay, list } = await setUp();
    await acceptQuotation();
    const payment = await pay(500_000);
    // The crew may issue these three.
    const receipt = await issue({ kind: 'receipt', paymentId: payment.id }, staff.token);
    expect(receipt.status).toBe(201);
    const r = await receipt.json();
    expect(r.number).toBe(`RCT/${year()}/0001`);
    const receiptText = pdfText(await pdf(r.id));
    for (const expected of [
      'MONEY RECEIPT',
      'Received with thanks from Meera Das the sum of ₹5,000.00 (Rupees Five Thousand Only) towards the advance',
      'Mode of payment UPI',
      'UTR / reference 412345678901',
      'Quotation total ₹31,860.58',
      'Paid so far (with this receipt) ₹5,000.00',
      'Balance due ₹26,860.58',
    ])
      expect(receiptText).toContain(expected);
    expect((await issue({ kind: 'receipt', paymentId: payment.id }, staff.token)).status).toBe(409);
    const unknown = await issue({ kind: 'receipt', paymentId: 'nope' }, staff.token);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toHaveProperty('paymentId');

    const survey = await app.db
      .insertInto('leadInventories')
      .values({
        leadKind: 'booking',
        leadId: lead.id,
        rooms: JSON.stringify([
          {
            name: 'Living room',
            items: [
              { itemId: 'sofa-3-seat', qty: 1 },
              { itemId: 'tv-43', qty: 1 },
            ],
          },
          { name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 2 }] },
        ]),
        updatedAt: new Date().toISOString(),
        updatedBy: 'test',
        updatedByName: null,
      })
      .execute();
    expect(survey).toBeTruthy();

    expect((await issue({ kind: 'lr', driver: 'Ramesh' }, staff.token)).status).toBe(400);
    const lr = await issue(
      {
        kind: 'lr',
        vehicleNumber: 'od 02 ab 1234',
        driver: 'Ramesh Behera, 94370 12345',
        declaredValuePaise: 45_000_000,
        risk: 'owner',
      },
      staff.token,
    );
    expect(lr.status).toBe(201);
    const lrDoc = await lr.json();
    const lrText = pdfText(await pdf(lrDoc.id));
    for (const expected of [
      'LORRY RECEIPT (CONSIGNMENT NOTE) Consignor copy',
      'LORRY RECEIPT (CONSIGNMENT NOTE) Consignee copy',
      `LR number ${lrDoc.number}`,
      'Vehicle number OD02AB1234',
      'Driver Ramesh Behera, 94370 12345',
      "Risk At owner's risk",
      'Freight ₹31,860.58 — To pay',
      'From Bhubaneswar',
      'To Pune',
      'Flat 402, Sai Residency',
      '4 Used household goods and personal effects',
      '₹4,50,000.00',
    ])
      expect(lrText).toContain(expected);

    const list2 = await issue(
      { kind: 'packing-list', declaredValuePaise: 45_000_000 },
      staff.token,
    );
    expect(list2.status).toBe(201);
    const pl = await list2.json();
    const plText = pdfText(await pdf(pl.id));
    for (const expected of [
      'PACKING LIST',
      'Packages 4',
      'Declared value of the goods ₹4,50,000.00',
      'Pkg Contents Room Fragile Value (₹) At pickup At delivery Condition at delivery',
      '1 Sofa, 3 seats Living room',
      '2 TV 40–43 inch Living room FRAGILE',
      '3 Gas stove (2–4 burners) Kitchen FRAGILE',
      '4 Gas stove (2–4 burners) Kitchen FRAGILE',
      'Received at delivery (customer)',
    ])
      expect(plText).toContain(expected);
    expect((await list()).map((d) => d.kind)).toEqual(['receipt', 'lr', 'packing-list']);
  });

  it("the customer downloads their move's quotation and documents through its link, and only theirs (another move's document is 404)", async () => {
    const mine = await setUp();
    const { token } = await mine.acceptQuotation();
    const invoice = await (await mine.issue({ kind: 'invoice' })).json();
    const other = await setUp('Pune');
    await other.acceptQuotation();
    const theirs = await (await other.issue({ kind: 'invoice' })).json();

    const customerGet = (id: string, t = token) =>
      customerDocumentGet(
        new Request(`http://localhost/api/quotations/${t}/documents/${id}`, {
          headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.20' },
        }),
        params({ token: t, id }),
      );
    const view = await (
      await quotationGet(
        new Request(`http://localhost/api/quotations/${token}`, {
          headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.20' },
        }),
        params({ token }),
      )
    ).json();
    expect(
      view.documents.map((d: { title: string; number: string }) => `${d.title} ${d.number}`),
    ).toEqual([`Quotation ${mine.lead.reference} v1`, `Tax Invoice ${invoice.number}`]);

    // /track lists the same, each through the move's own quotation link.
    const url = new URL('http://localhost/api/track');
    url.searchParams.set('reference', mine.lead.reference);
    url.searchParams.set('contact', sampleBooking().email);
    const tracked = await (
      await trackGet(new Request(url, { headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.21' } }))
    ).json();
    expect(tracked.quotation.documents.map((d: { url: string }) => d.url)).toEqual([
      `/api/quotations/${token}/documents/quotation`,
      `/api/quotations/${token}/documents/${invoice.id}`,
    ]);

    const quotationPdf = await customerGet('quotation');
    expect(quotationPdf.status).toBe(200);
    expect(quotationPdf.headers.get('content-type')).toBe('application/pdf');
    const quotationText = pdfText(new Uint8Array(await quotationPdf.arrayBuffer()));
    expect(quotationText).toContain(`Number ${mine.lead.reference} v1`);
    expect(quotationText).toContain(`Valid until ${formatShortDate(addDays(todayInIndia(), 7))}`);
    expect(quotationText).toContain('Total ₹31,860.58');
    expect(quotationText).toContain('not a tax invoice');

    const invoicePdf = await customerGet(invoice.id);
    expect(invoicePdf.status).toBe(200);
    expect(invoicePdf.headers.get('content-disposition')).toContain(
      `${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    expect(pdfText(new Uint8Array(await invoicePdf.arrayBuffer()))).toContain(invoice.number);

    // Another move's invoice through this move's link: 404, the same as an unknown id.
    expect((await customerGet(theirs.id)).status).toBe(404);
    expect((await customerGet('no-such-id')).status).toBe(404);
    expect((await customerGet(invoice.id, 'A'.repeat(24))).status).toBe(404);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['detail'])
      .where('action', '=', 'document-downloaded')
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      `Quotation ${mine.lead.reference}-v1 by the customer`,
      `Tax Invoice ${invoice.number} by the customer`,
    ]);
  });

  it('issuing a document reads each table it draws from once', async () => {
    const { issue, acceptQuotation, pay } = await setUp();
    await acceptQuotation();
    const payment = await pay(500_000);
    // Every executor (the store's and each transaction's) runs its queries through this one.
    const executor: QueryExecutor = Object.getPrototypeOf((await getDb()).db.getExecutor());
    for (const body of [
      { kind: 'invoice' },
      { kind: 'receipt', paymentId: payment.id },
      {
        kind: 'lr',
        vehicleNumber: 'od 02 ab 1234',
        driver: 'Ramesh Behera, 94370 12345',
        declaredValuePaise: 45_000_000,
        risk: 'owner',
      },
    ]) {
      const spy = vi.spyOn(executor, 'executeQuery');
      expect((await issue(body)).status).toBe(201);
      const reads = spy.mock.calls
        .map(([query]) => query.sql)
        .filter((sql) => /^\s*select\b/i.test(sql))
        .map((sql) => /\bfrom\s+"?(\w+)"?/i.exec(sql)?.[1]);
      spy.mockRestore();
      expect(reads.length, `${body.kind}: ${reads.join(', ')}`).toBe(new Set(reads).size);
    }
  });
});
