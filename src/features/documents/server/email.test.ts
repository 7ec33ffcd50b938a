import { afterEach, describe, expect, it } from 'vitest';
import { POST as postBooking } from '@/app/api/bookings/route';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { documentSchema } from '@/features/documents/schema';
import { paymentSchema } from '@/features/payments/schema';
import { addDays } from '@/features/quotation/schemas/draft';
import { staffOf } from '@/features/people/server/guard';
import { adminIssueDocument } from '@/features/documents/server/staff-documents';
import { adminRecordPayment } from '@/features/payments/server/staff-payments';
import { adminCreateQuotation } from '@/features/quotation/server/staff-quotations';
import { acceptQuotation } from '@/features/quotation/server/customer-accept';
import { pdfText } from '@tests/support/pdf-text';
import { sampleBooking } from '@tests/support/sample-booking';
import { settleMail } from '@tests/support/settle-mail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';
import { makeUser } from '@tests/support/test-users';

const issue = (input: unknown) => documentSchema.parse(input);

describe.each(testEngines)(
  'documents emailed to the customer (real SMTP server) on %s',
  (engine) => {
    const app = useAppStore(engine);
    afterEach(() => {
      for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
    });

    it('the invoice and the receipt arrive as PDF attachments whose text holds their numbers; a packing list is not emailed', async () => {
      const smtp = await startSmtpServer();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.LEADS_NOTIFY_TO = 'leads@moveease.example';
      process.env.SITE_URL = 'https://moveease.example';
      try {
        const made = await postBooking(
          jsonRequest('/api/bookings', sampleBooking({ pickupCity: 'Bhubaneswar' })),
        );
        const lead = (await made.json()) as { id: string; reference: string };
        const user = await makeUser(app.db, 'coordinator');
        const member = await staffOf(
          new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }),
        );
        const created = await adminCreateQuotation(member, 'booking', lead.id, {
          lines: [{ kind: 'transport', label: 'Transport', amountPaise: 1_000_000 }],
          discountPaise: 0,
          advancePaise: 200_000,
          validUntil: addDays(todayInIndia(), 7),
        });
        if (!created.ok) throw new Error('no quotation');
        expect(
          (
            await acceptQuotation(
              created.quotation.token,
              { version: 1, totalPaise: 1_180_000, name: 'Meera Das', agree: true },
              '198.51.100.3',
            )
          ).ok,
        ).toBe(true);
        const paid = await adminRecordPayment(
          member,
          'booking',
          lead.id,
          paymentSchema.parse({
            kind: 'advance',
            amountPaise: 200_000,
            mode: 'upi',
            reference: '412345678901',
            receivedOn: todayInIndia(),
          }),
        );
        if (!paid.ok) throw new Error('no payment');
        await settleMail();
        const before = smtp.received.length;

        const invoice = await adminIssueDocument(
          member,
          'booking',
          lead.id,
          issue({ kind: 'invoice' }),
        );
        const receipt = await adminIssueDocument(
          member,
          'booking',
          lead.id,
          issue({
            kind: 'receipt',
            paymentId: paid.payment.id,
          }),
        );
        const list = await adminIssueDocument(
          member,
          'booking',
          lead.id,
          issue({ kind: 'packing-list' }),
        );
        if (!invoice.ok || !receipt.ok || !list.ok) throw new Error('not issued');
        await settleMail();

        const mails = smtp.received.slice(before);
        expect(mails).toHaveLength(2);
        for (const [mail, doc] of [
          [mails[0]!, invoice.document],
          [mails[1]!, receipt.document],
        ] as const) {
          expect(mail.recipients).toEqual([sampleBooking().email]);
          expect(mail.headers.subject).toContain(doc.number);
          const [attachment] = mail.attachments ?? [];
          expect(attachment?.contentType).toBe('application/pdf');
          expect(attachment?.filename).toBe(`${doc.number.replaceAll('/', '-')}.pdf`);
          expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
          expect(pdfText(attachment!.content)).toContain(doc.number);
        }
      } finally {
        await smtp.close();
      }
    });
  },
);
