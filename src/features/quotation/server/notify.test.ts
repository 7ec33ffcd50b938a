import { afterEach, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { formatLongDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { addDays } from '@/features/quotation/schemas/draft';
import { staffOf } from '@/features/people/server/guard';
import {
  adminCreateQuotation,
  adminSendQuotation,
} from '@/features/quotation/server/staff-quotations';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { sampleBooking } from '@tests/support/sample-booking';
import { settleMail } from '@tests/support/settle-mail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { startSmtpServer } from '@tests/support/test-smtp';
import { makeUser } from '@tests/support/test-users';
import { POST as postBooking } from '@/app/api/bookings/route';
import { acceptQuotation } from './customer-accept';
import { requestQuotationChange } from './customer-word';

const COMPANY = 'leads@moveease.example';

describe('the quotation’s emails (real SMTP server)', () => {
  const app = useAppStore('sqlite');
  afterEach(() => {
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
  });

  it('emails the customer the link, and staff the acceptance and the change asked', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.LEADS_NOTIFY_TO = COMPANY;
    process.env.SITE_URL = 'https://moveease.example';
    try {
      const booking = sampleBooking();
      const made = await postBooking(jsonRequest('/api/bookings', booking));
      const lead = (await made.json()) as { id: string; reference: string };
      const user = await makeUser(app.db, 'coordinator');
      const member = await staffOf(
        new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }),
      );
      const created = await adminCreateQuotation(member, 'booking', lead.id, {
        lines: [{ kind: 'transport', label: 'Transport', amountPaise: 1_000_000 }],
        discountPaise: 0,
        advancePaise: 200_000,
        validUntil: addDays(todayInIndia(), 5),
      });
      if (!created.ok) throw new Error('not made');
      const { token, url } = created.quotation;
      expect(url).toBe(`https://moveease.example/q/${token}`);
      expect(await adminSendQuotation(member, 'booking', lead.id, 'email')).toEqual({ ok: true });
      await settleMail();
      const toCustomer = smtp.received.filter((m) => m.recipients.includes(booking.email));
      const quotationMail = toCustomer.find((m) => m.body.includes(url));
      expect(quotationMail?.headers.subject).toContain(lead.reference);

      const change = await requestQuotationChange(
        token,
        { message: 'Two more cartons, please.' },
        '203.0.113.9',
      );
      expect(change.ok).toBe(true);
      const accepted = await acceptQuotation(
        token,
        { version: 1, totalPaise: 1_180_000, name: 'Meera Das', agree: true },
        '203.0.113.9',
      );
      expect(accepted.ok).toBe(true);
      await settleMail();
      const toCompany = smtp.received.filter((m) => m.recipients.includes(COMPANY));
      expect(toCompany.map((m) => m.headers.subject)).toEqual(
        expect.arrayContaining([
          `Change asked on quotation ${lead.reference}`,
          `Quotation accepted: ${lead.reference}`,
        ]),
      );
      expect(toCompany.find((m) => m.body.includes('Two more cartons'))).toBeDefined();
      // The customer's booked email, through the same path as a staff change of status.
      expect(
        smtp.received
          .filter((m) => m.recipients.includes(booking.email))
          .map((m) => m.headers.subject)
          .join('\n'),
      ).toMatch(/booked|confirmed/i);
      // It carries the quotation's link and where the money stands.
      if (!accepted.ok) throw new Error('not accepted');
      const total = formatPaise(accepted.quotation.totalPaise);
      const bookedMail = smtp.received.find(
        (m) => m.recipients.includes(booking.email) && /booked/i.test(m.headers.subject ?? ''),
      );
      expect(bookedMail?.body).toContain(`Your quotation: ${url}`);
      expect(bookedMail?.body).toContain(`Agreed total: ${total}`);
      expect(bookedMail?.body).toContain('Paid so far: ₹0.00');
      expect(bookedMail?.body).toContain(`Balance due: ${total}`);
    } finally {
      await smtp.close();
    }
  });

  it('puts the total, the advance and the last day in the WhatsApp message (issue 45)', async () => {
    process.env.SITE_URL = 'https://moveease.example';
    const made = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    const lead = (await made.json()) as { id: string; reference: string };
    const user = await makeUser(app.db, 'coordinator');
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }));
    const validUntil = addDays(todayInIndia(), 7);
    const created = await adminCreateQuotation(member, 'booking', lead.id, {
      lines: [
        { kind: 'transport', label: 'Transport', amountPaise: 1_250_000 },
        { kind: 'packing', label: 'Packing', amountPaise: 480_050 },
      ],
      discountPaise: 50_000,
      advancePaise: 300_000,
      validUntil,
    });
    if (!created.ok) throw new Error('not made');
    const sent = await adminSendQuotation(member, 'booking', lead.id, 'whatsapp');
    if (!sent.ok || !sent.whatsappHref) throw new Error('no WhatsApp link');
    const link = new URL(sent.whatsappHref);
    const text = link.searchParams.get('text') ?? '';
    // The figures as the quotation's own view has them (whatever way the discount is taken).
    expect(text).toContain(`Total: ${formatPaise(created.quotation.versions[0]!.totalPaise)}`);
    expect(text).toContain('Advance to book: ₹3,000.00');
    expect(text).toContain(`Valid until ${formatLongDate(validUntil)}.`);
    expect(formatLongDate(validUntil)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(text).toContain(created.quotation.url);
    expect(text).toContain(lead.reference);
  });
});
