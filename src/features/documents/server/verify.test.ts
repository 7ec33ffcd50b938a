import { describe, expect, it } from 'vitest';
import { documentMove } from '@tests/support/document-move';
import { pdfQr } from '@tests/support/pdf-qr';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { GET as customerDocumentGet } from '@/app/api/quotations/[token]/documents/[id]/route';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { params } from '@tests/support/admin-requests';
import { VERIFY_SHAPE } from '../verify';
import { VERIFY_MISS_RULE, verifyDocument } from './verify-document';

describe.each(testEngines)('verifying a document on %s', (engine) => {
  const app = useAppStore(engine);
  const codeOf = async (id: string) =>
    (
      await app.db
        .selectFrom('documents')
        .select('verifyCode')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).verifyCode!;

  it('every issued document carries a QR code of its /verify link, printed in words too; the page shows it valid, then cancelled by the credit note, and nothing private', async () => {
    const { issue, pdf, acceptQuotation, pay, staff } = await documentMove(app.db);
    await acceptQuotation();
    const payment = await (await pay(500_000)).json();
    const invoice = await (await issue({ kind: 'invoice' })).json();
    const receipt = await (
      await issue({ kind: 'receipt', paymentId: payment.id }, staff.token)
    ).json();
    const lr = await (
      await issue(
        { kind: 'lr', vehicleNumber: 'OD02AB1234', driver: 'Ramesh', declaredValuePaise: 0 },
        staff.token,
      )
    ).json();
    const list = await (await issue({ kind: 'packing-list' }, staff.token)).json();

    const codes = new Set<string>();
    for (const doc of [invoice, receipt, lr, list]) {
      const code = await codeOf(doc.id);
      expect(code).toMatch(VERIFY_SHAPE);
      codes.add(code);
      const url = `http://localhost:3000/verify/${code}`;
      const bytes = await pdf(doc.id);
      expect(pdfText(bytes)).toContain(`Check this document at ${url}`);
      // Read as a phone reads it.
      expect(pdfQr(bytes)).toBe(url);
    }
    expect(codes.size).toBe(4);
    // Both copies of the lorry receipt carry it.
    expect(pdfQr(await pdf(lr.id), 2)).toBe(`http://localhost:3000/verify/${await codeOf(lr.id)}`);

    const invoiceCode = await codeOf(invoice.id);
    const valid = await verifyDocument(invoiceCode, '198.51.100.20');
    expect(valid).toEqual({
      ok: true,
      document: {
        kind: 'invoice',
        title: 'Tax Invoice',
        number: invoice.number,
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        company: {
          legalName: 'MoveEase Packers & Movers Private Limited',
          gstin: '21AAHCM4821K1ZL',
        },
        amountPaise: 3_186_058,
        cites: null,
        cancelledBy: null,
      },
    });
    const receiptView = await verifyDocument(await codeOf(receipt.id), '198.51.100.20');
    expect(receiptView.ok && receiptView.document.amountPaise).toBe(500_000);
    const listView = await verifyDocument(await codeOf(list.id), '198.51.100.20');
    expect(listView.ok && listView.document.amountPaise).toBeNull();
    for (const view of [valid, receiptView, listView])
      expect(JSON.stringify(view)).not.toMatch(
        /Meera|Plot 12|Sai Residency|98610|45678|meera@|Saheed|Baner/,
      );

    const credit = await (
      await issue({ kind: 'credit-note', invoiceId: invoice.id, reason: 'Wrong GSTIN' })
    ).json();
    const cancelled = await verifyDocument(invoiceCode, '198.51.100.20');
    expect(cancelled.ok && cancelled.document.cancelledBy).toEqual({
      number: credit.number,
      issuedOn: expect.any(String),
    });
    const creditCode = await codeOf(credit.id);
    expect(pdfQr(await pdf(credit.id))).toBe(`http://localhost:3000/verify/${creditCode}`);
    const creditView = await verifyDocument(creditCode, '198.51.100.20');
    expect(creditView.ok && creditView.document).toMatchObject({
      kind: 'credit-note',
      cites: invoice.number,
      cancelledBy: null,
    });
  });

  it('the quotation PDF carries a code too, the same on every download; the page shows its number, date, total and the company', async () => {
    const { acceptQuotation, lead } = await documentMove(app.db);
    const { token } = await acceptQuotation();
    const download = async () =>
      Buffer.from(
        await (
          await customerDocumentGet(
            new Request(`http://localhost/api/quotations/${token}/documents/quotation`, {
              headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.20' },
            }),
            params({ token, id: 'quotation' }),
          )
        ).arrayBuffer(),
      );
    const first = await download();
    const url = pdfQr(first);
    expect(url).toMatch(/^http:\/\/localhost:3000\/verify\/[2-9A-HJKMNP-Z]{20}$/);
    expect(pdfText(first)).toContain(`Check this document at ${url}`);
    expect(pdfQr(await download())).toBe(url);
    const view = await verifyDocument(url!.split('/').pop()!, '198.51.100.20');
    expect(view).toEqual({
      ok: true,
      document: {
        kind: 'quotation',
        title: 'Quotation',
        number: `${lead.reference} v1`,
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        company: {
          legalName: 'MoveEase Packers & Movers Private Limited',
          gstin: '21AAHCM4821K1ZL',
        },
        amountPaise: 3_186_058,
        cites: null,
        cancelledBy: null,
      },
    });
    expect(JSON.stringify(view)).not.toMatch(/Meera|98610|meera@/);
  });

  it('an unknown or malformed code is not ours (404); guessing is cut off after a few misses, even for a real code', async () => {
    const { issue, acceptQuotation } = await documentMove(app.db);
    await acceptQuotation();
    const invoice = await (await issue({ kind: 'invoice' })).json();
    const real = await codeOf(invoice.id);
    const guesser = '203.0.113.99';
    for (const code of ['ABCDEFGHJKMNPQRSTUVW', 'short', real.toLowerCase(), `${real}X`])
      expect(await verifyDocument(code, guesser)).toEqual({ ok: false, reason: 'not_found' });
    for (let i = 4; i < VERIFY_MISS_RULE.limit; i++)
      await verifyDocument('23456789ABCDEFGHJKMN', guesser);
    expect(await verifyDocument(real, guesser)).toMatchObject({
      ok: false,
      reason: 'rate_limited',
    });
    // Another address is not affected.
    expect((await verifyDocument(real, '198.51.100.21')).ok).toBe(true);
  });
});
