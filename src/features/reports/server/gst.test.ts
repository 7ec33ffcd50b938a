import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { addDays } from '@/features/quotation/schemas/draft';
import { GET as reportsGet } from '@/app/api/admin/reports/route';
import { adminRequest } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { gstr1Date } from '../gstr1-csv';
import { loadBalances, loadGstMonth } from './gst';
import { staffOf } from '@/features/people/server/guard';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';

const MAHARASHTRA = '27AAPFU0939F1ZV';
const ODISHA = '21AABCT1332L1ZQ';
/** Packing ₹50,000 + transport ₹1,00,000 at 18 %, no discount: ₹1,77,000 (a B2CL invoice). */
const large = {
  lines: [
    { kind: 'packing', label: 'Packing with materials', amountPaise: 5_000_000 },
    { kind: 'transport', label: 'Transport by closed truck', amountPaise: 10_000_000 },
  ],
  discountPaise: 0,
  advancePaise: 0,
  validUntil: addDays(todayInIndia(), 7),
};

describe.each(testEngines)('the GST summary of a month on %s', (engine) => {
  const app = useAppStore(engine);

  it('worked out by hand: intra- and inter-state B2C, B2C large, B2B forward and reverse charge, a credit note', async () => {
    // Each standard move: packing ₹9,000.02 + transport ₹18,000.48 taxable (after the ₹3,000
    // discount), 18 %: tax ₹1,620.00 + ₹3,240.08 = ₹4,860.08, total ₹31,860.58.
    const a = await documentMove(app.db); // Bhubaneswar → Pune, unregistered: Odisha, CGST + SGST
    const b = await documentMove(app.db, { pickupCity: 'Pune', dropCity: 'Bhubaneswar' }); // Maharashtra, IGST
    const c = await documentMove(app.db);
    const d = await documentMove(app.db);
    const f = await documentMove(app.db, { pickupCity: 'Pune', dropCity: 'Bhubaneswar' });
    for (const move of [a, b, c, d]) await move.acceptQuotation();
    await f.acceptQuotation(large, 17_700_000);
    const ok = async (answer: Promise<Response>) => {
      const response = await answer;
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; number: string };
    };
    await ok(a.issue({ kind: 'invoice' }));
    await ok(b.issue({ kind: 'invoice' }));
    const cInvoice = await ok(
      c.issue({ kind: 'invoice', gstin: MAHARASHTRA, billTo: 'Pune Auto Components Pvt Ltd' }),
    );
    await ok(
      d.issue({
        kind: 'invoice',
        gstin: ODISHA,
        billTo: 'Utkal Steel Limited',
        reverseCharge: true,
      }),
    );
    await ok(f.issue({ kind: 'invoice' }));
    await ok(c.issue({ kind: 'credit-note', invoiceId: cInvoice.id, reason: 'Wrong PO' }));

    const owner = await makeUser(app.db, 'owner', { name: 'Owner' });
    const month = todayInIndia().slice(0, 7);
    const csv = async (section?: string) => {
      const query = new URLSearchParams({ table: 'gst', month, ...(section && { section }) });
      const answer = await reportsGet(
        adminRequest(`/api/admin/reports?${query}`, { cookie: owner.token }),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      return (await answer.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const fy = financialYear(todayInIndia());
    const day = gstr1Date(todayInIndia());

    expect(await csv()).toEqual([
      '"GSTIN/UIN of Recipient","Receiver Name","Invoice Number","Invoice date","Invoice Value","Place Of Supply","Reverse Charge","Applicable % of Tax Rate","Invoice Type","E-Commerce GSTIN","Rate","Taxable Value","Cess Amount"',
      `"${MAHARASHTRA}","Pune Auto Components Pvt Ltd","INV/${fy}/0003","${day}","31860.58","27-Maharashtra","N","","Regular B2B","","18","27000.50","0.00"`,
      // Reverse charge: the invoice's value is what it collects, the taxable value.
      `"${ODISHA}","Utkal Steel Limited","INV/${fy}/0004","${day}","27000.50","21-Odisha","Y","","Regular B2B","","18","27000.50","0.00"`,
    ]);
    expect(await csv('b2cl')).toEqual([
      '"Invoice Number","Invoice date","Invoice Value","Place Of Supply","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount","E-Commerce GSTIN"',
      `"INV/${fy}/0005","${day}","177000.00","27-Maharashtra","","18","150000.00","0.00",""`,
    ]);
    expect(await csv('b2cs')).toEqual([
      '"Type","Place Of Supply","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount","E-Commerce GSTIN"',
      '"OE","21-Odisha","","18","27000.50","0.00",""',
      '"OE","27-Maharashtra","","18","27000.50","0.00",""',
    ]);
    expect(await csv('cdnr')).toEqual([
      '"GSTIN/UIN of Recipient","Receiver Name","Note Number","Note Date","Note Type","Place Of Supply","Reverse Charge","Note Supply Type","Note Value","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount"',
      `"${MAHARASHTRA}","Pune Auto Components Pvt Ltd","CN/${fy}/0001","${day}","C","27-Maharashtra","N","Regular","31860.58","","18","27000.50","0.00"`,
    ]);
    expect(await csv('cdnur')).toHaveLength(1);
    // By SAC, invoices less the credit note (C's lines cancel out):
    // 9965: A, B, D ₹18,000.48 each + F ₹1,00,000 = ₹1,54,001.44; IGST B ₹3,240.08 + F ₹18,000
    //       = ₹21,240.08; CGST = SGST = A + D ₹1,620.04 × 2 = ₹3,240.08; total ₹1,81,721.68.
    // 9967: A, B, D ₹9,000.02 each + F ₹50,000 = ₹77,000.06; IGST B ₹1,620 + F ₹9,000 =
    //       ₹10,620.00; CGST = SGST = A + D ₹810 × 2 = ₹1,620.00; total ₹90,860.06.
    expect(await csv('hsn')).toEqual([
      '"HSN","Description","UQC","Total Quantity","Total Value","Rate","Taxable Value","Integrated Tax Amount","Central Tax Amount","State/UT Tax Amount","Cess Amount"',
      '"9965","Goods transport services","NA","0","181721.68","18","154001.44","21240.08","3240.08","3240.08","0.00"',
      '"9967","Supporting services in transport","NA","0","90860.06","18","77000.06","10620.00","1620.00","1620.00","0.00"',
    ]);

    // The tax for the month: forward charge A + B + F (C and its credit note cancel out);
    // reverse charge D apart, the buyer's to pay.
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${owner.token}` }));
    const summary = await loadGstMonth(member, month);
    expect(summary.forward).toEqual({
      taxablePaise: 20_400_100,
      cgstPaise: 243_004,
      sgstPaise: 243_004,
      igstPaise: 3_186_008,
    });
    expect(summary.reverse).toEqual({
      taxablePaise: 2_700_050,
      cgstPaise: 243_004,
      sgstPaise: 243_004,
      igstPaise: 0,
    });

    const bad = await reportsGet(
      adminRequest('/api/admin/reports?table=gst&month=2026-13', { cookie: owner.token }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('month');
    const staff = await makeUser(app.db, 'staff', { name: 'Crew' });
    expect(
      (
        await reportsGet(
          adminRequest(`/api/admin/reports?table=gst&month=${month}`, { cookie: staff.token }),
        )
      ).status,
    ).toBe(403);
  });

  it('balances to collect: what each move still owes (a reverse-charge invoice owes its taxable value), the oldest move first; paid-up moves left out', async () => {
    const later = await documentMove(app.db, { date: addDays(todayInIndia(), 20) });
    const sooner = await documentMove(app.db, { date: addDays(todayInIndia(), 3) });
    const paidUp = await documentMove(app.db);
    const rcm = await documentMove(app.db, { date: addDays(todayInIndia(), 10) });
    for (const move of [later, sooner, paidUp, rcm]) await move.acceptQuotation();
    expect((await sooner.pay(500_000)).status).toBe(201);
    expect((await paidUp.pay(3_186_058)).status).toBe(201);
    await rcm.issue({ kind: 'invoice', gstin: ODISHA, reverseCharge: true });
    const owner = await makeUser(app.db, 'owner', { name: 'Owner' });
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${owner.token}` }));
    expect(
      (await loadBalances(member)).map((row) => [
        row.reference,
        row.totalPaise,
        row.paidPaise,
        row.balancePaise,
      ]),
    ).toEqual([
      [sooner.lead.reference, 3_186_058, 500_000, 2_686_058],
      [rcm.lead.reference, 2_700_050, 0, 2_700_050],
      [later.lead.reference, 3_186_058, 0, 3_186_058],
    ]);
  });
});
