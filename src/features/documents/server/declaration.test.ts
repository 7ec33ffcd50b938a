import { describe, expect, it } from 'vitest';
import { documentMove } from '@tests/support/document-move';
import { pdfQr } from '@tests/support/pdf-qr';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { billSettings } from '../settings/bills';

describe.each(testEngines)('the TDS declaration on %s', (engine) => {
  const app = useAppStore(engine);

  it('is given to the business of the move’s invoice, with the firm’s PAN and goods carriages, for the year; the office’s to issue; none for a customer billed as a person', async () => {
    const { issue, pdf, acceptQuotation, staff } = await documentMove(app.db);
    await acceptQuotation();
    const personal = await (await issue({ kind: 'invoice' })).json();
    const refused = await issue({ kind: 'tds-declaration' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/issue the tax invoice billed to it/);
    await issue({ kind: 'credit-note', invoiceId: personal.id, reason: 'Bill the employer' });
    const invoice = await (
      await issue({
        kind: 'invoice',
        gstin: '27AAPFU0939F1ZV',
        billTo: 'Utkal Steel Limited',
        billAddress: 'Plot 7, Industrial Estate, Pune 411001',
        poNumber: 'PO-4500012345',
      })
    ).json();
    expect((await issue({ kind: 'tds-declaration' }, staff.token)).status).toBe(403);
    const answer = await issue({ kind: 'tds-declaration' });
    expect(answer.status).toBe(201);
    const declaration = await answer.json();
    expect(declaration.number).toMatch(/^TDD\/\d{4}-\d{2}\/0001$/);
    const bytes = await pdf(declaration.id);
    const text = pdfText(bytes);
    const { pan, goodsCarriages } = billSettings.tdsDeclaration;
    for (const expected of [
      'TDS DECLARATION',
      'For no deduction of tax at source, section 194C(6)',
      'To Utkal Steel Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      `PAN of the transporter ${pan}`,
      `Goods carriages owned ${goodsCarriages}`,
      `For our invoice ${invoice.number}`,
      `We, MoveEase Packers & Movers Private Limited (PAN ${pan}), are engaged in the business of plying, hiring or leasing goods carriages.`,
      'do not own more than ten goods carriages at any time during the financial year',
      'under section 194C(6) of the Income-tax Act, 1961',
      'For MoveEase Packers & Movers Private Limited Sanjay Mohanty, Director',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, bytes);
    expect(pdfQr(bytes)).toMatch(/\/verify\/[2-9A-HJKMNP-Z]{20}$/);
    // The employee's home is not the business's.
    expect(text).not.toContain('Plot 12, Lane 3');
  });
});
