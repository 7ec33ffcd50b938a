import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { formatShortDate } from '@/lib/format-date';
import { adminRequest, params } from '@tests/support/admin-requests';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import * as documentRoute from './documents/[id]/route';
import { documentSteps, year } from '@tests/support/document-steps';

describe.each(testEngines)('documents on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp } = documentSteps(app);

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
      'GSTIN: 21AAHCM4821K1ZL',
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
});
