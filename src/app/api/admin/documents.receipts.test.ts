import { describe, expect, it } from 'vitest';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { documentSteps, year } from '@tests/support/document-steps';

describe.each(testEngines)('documents on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp } = documentSteps(app);

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
});
