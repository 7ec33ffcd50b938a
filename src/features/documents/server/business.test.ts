import { describe, expect, it } from 'vitest';
import * as paymentsRoute from '@/app/api/admin/leads/[type]/[id]/payments/route';
import { adminRequest } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';

const business = {
  billTo: 'Utkal Steel Limited',
  billAddress: 'Plot 7, Industrial Estate\nRasulgarh, Bhubaneswar 751010',
  poNumber: 'PO-4500012345',
};
/** Valid check characters (worked out by gstinCheckCharacter): Maharashtra and Odisha. */
const MAHARASHTRA = '27AAPFU0939F1ZV';
const ODISHA = '21AABCT1332L1ZQ';

describe.each(testEngines)('business invoices on %s', (engine) => {
  const app = useAppStore(engine);

  it('bills the employer by name, GSTIN, address and PO, names the employee; place of supply is the GSTIN’s state; forward charge by default', async () => {
    const { issue, pdf, acceptQuotation } = await documentMove(app.db);
    await acceptQuotation();
    const answer = await issue({ kind: 'invoice', gstin: MAHARASHTRA, ...business });
    expect(answer.status).toBe(201);
    const text = pdfText(await pdf((await answer.json()).id));
    for (const expected of [
      'Bill to Utkal Steel Limited Plot 7, Industrial Estate Rasulgarh, Bhubaneswar 751010 State: Maharashtra (27) GSTIN: 27AAPFU0939F1ZV',
      'Place of supply Maharashtra (27)',
      'Reverse charge No',
      'Employee / consignor Meera Das',
      'PO number PO-4500012345',
      'Total 30,000.50 3,000.00 27,000.50 4,860.08 31,860.58',
    ])
      expect(text).toContain(expected);
    // The employee's phone and home address are not the business's.
    expect(text).not.toContain('Plot 12, Lane 3');
  });

  it('reverse charge: the tax is shown and not collected, the buyer pays the taxable value; TDS counts towards paid; the balance is honest', async () => {
    const { issue, pdf, acceptQuotation, pay, ctx, base, staff } = await documentMove(app.db);
    await acceptQuotation();
    expect((await pay(500_000)).status).toBe(201);
    const invoice = await (
      await issue({ kind: 'invoice', gstin: ODISHA, reverseCharge: true, ...business })
    ).json();
    const text = pdfText(await pdf(invoice.id));
    for (const expected of [
      'Place of supply Odisha (21)',
      'Reverse charge Yes — tax payable by the recipient',
      // The table as ever (CGST + SGST: the buyer is in Odisha); the sums say who pays the tax.
      'Total 30,000.50 3,000.00 27,000.50 2,430.04 2,430.04 31,860.58',
      'GST payable by the recipient (reverse charge) ₹4,860.08',
      'Amount payable ₹27,000.50',
      'Advance received ₹5,000.00',
      'Balance due ₹22,000.50',
      'Rupees Twenty-Seven Thousand and Fifty Paise Only',
      'payable by the recipient under section 9(3) of the CGST Act',
    ])
      expect(text).toContain(expected);

    const money = async () =>
      (await (
        await paymentsRoute.GET(adminRequest(`${base}/payments`, { cookie: staff.token }), ctx)
      ).json()) as { totalPaise: number; paidPaise: number; balancePaise: number };
    expect(await money()).toMatchObject({ totalPaise: 2_700_050, balancePaise: 2_200_050 });

    // The buyer pays ₹21,730.50 by bank and deducts 2 % TDS (₹270) … needs its certificate number.
    const noCertificate = await pay(27_000, { kind: 'balance', mode: 'tds', reference: '' });
    expect(noCertificate.status).toBe(400);
    expect((await noCertificate.json()).error.fields).toHaveProperty('reference');
    const refund = await pay(27_000, { kind: 'refund', mode: 'tds', reason: 'x' });
    expect(refund.status).toBe(400);
    expect((await pay(2_173_050, { kind: 'balance', mode: 'bank' })).status).toBe(201);
    expect(
      (await pay(27_000, { kind: 'balance', mode: 'tds', reference: 'TDS16A-AB12C3' })).status,
    ).toBe(201);
    expect(await money()).toMatchObject({
      totalPaise: 2_700_050,
      paidPaise: 2_700_050,
      balancePaise: 0,
    });

    // A credit note cancels it (reverse charge as on the invoice); the move owes the quotation's total again.
    const credit = await (
      await issue({ kind: 'credit-note', invoiceId: invoice.id, reason: 'PO number missing' })
    ).json();
    expect(pdfText(await pdf(credit.id))).toContain(
      'Reverse charge Yes — tax payable by the recipient',
    );
    expect((await money()).totalPaise).toBe(3_186_058);
  });

  it('place of supply (IGST Act s. 12(8), transport of goods): to an unregistered customer where the goods are handed over, the pickup; to a registered buyer its GSTIN’s state, whatever staff chose', async () => {
    const { issue, pdf, acceptQuotation } = await documentMove(app.db, {
      pickupCity: 'Pune',
      dropCity: 'Bhubaneswar',
    });
    await acceptQuotation();
    const first = await (await issue({ kind: 'invoice' })).json();
    const text = pdfText(await pdf(first.id));
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('Total 30,000.50 3,000.00 27,000.50 4,860.08 31,860.58');
    await issue({ kind: 'credit-note', invoiceId: first.id, reason: 'Billed to the employer' });
    const second = await (
      await issue({ kind: 'invoice', gstin: ODISHA, placeOfSupply: '07', billTo: 'Utkal Steel' })
    ).json();
    const again = pdfText(await pdf(second.id));
    expect(again).toContain('Place of supply Odisha (21)');
    expect(again).toContain('Total 30,000.50 3,000.00 27,000.50 2,430.04 2,430.04 31,860.58');
  });

  it('refuses a GSTIN failing its checksum or state code, reverse charge without a GSTIN, an address without a name (400 per field, nothing stored)', async () => {
    const { issue, acceptQuotation } = await documentMove(app.db);
    await acceptQuotation();
    for (const [body, field, message] of [
      [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', 'does not match'],
      [{ gstin: '99AAPFU0939F1ZV' }, 'gstin', 'not a state code'],
      [{ reverseCharge: true }, 'gstin', 'needs the buyer’s GSTIN'],
      [{ billAddress: 'Somewhere' }, 'billTo', 'business to bill'],
      [{ poNumber: 'x'.repeat(41) }, 'poNumber', 'at most 40'],
    ] as const) {
      const answer = await issue({ kind: 'invoice', ...body });
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.fields[field]).toContain(message);
    }
    expect(
      await app.db.selectFrom('documents').select('id').where('kind', '=', 'invoice').execute(),
    ).toEqual([]);
    // Spaces and small letters are how people type it.
    expect((await issue({ kind: 'invoice', gstin: ' 27aapfu0939f1zv ' })).status).toBe(201);
  });
});
