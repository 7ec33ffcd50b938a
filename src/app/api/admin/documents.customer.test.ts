import type { QueryExecutor } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { todayInIndia } from '@/lib/dates';
import { formatShortDate } from '@/lib/format-date';
import { addDays } from '@/features/quotation/schemas/draft';
import { params } from '@tests/support/admin-requests';
import { pdfText } from '@tests/support/pdf-text';
import { sampleBooking } from '@tests/support/sample-booking';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { CLIENT_ADDRESS_HEADER } from '../../../server/http/client-address-header.mjs';
import { GET as customerDocumentGet } from '../quotations/[token]/documents/[id]/route';
import { GET as quotationGet } from '../quotations/[token]/route';
import { GET as trackGet } from '../track/route';
import { documentSteps } from '@tests/support/document-steps';

describe.each(testEngines)('documents on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp } = documentSteps(app);

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
