import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { settleMail } from '@tests/support/settle-mail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';

const booking = {
  name: 'Meera Das',
  email: 'Meera@Example.in',
  phone: '98610 45678',
  service: 'car-shifting',
  date: todayInIndia(),
  message: 'Please call after 6 pm.',
};

describe.each(testEngines)(
  'the customer’s confirmation email on %s (real SMTP server)',
  (engine) => {
    const app = useAppStore(engine);
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeEach(async () => {
      smtp = await startSmtpServer();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.SITE_URL = 'https://moveease.example';
    });
    afterEach(async () => {
      await smtp.close();
      for (const name of ['SMTP_URL', 'SITE_URL']) delete process.env[name];
    });

    it('confirms a booking at once: text and HTML, the reference and a working tracking link', async () => {
      const response = await postBooking(jsonRequest('/api/bookings', booking));
      const { reference } = await response.json();
      await settleMail();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.recipients).toEqual(['meera@example.in']);
      expect(mail.headers.subject).toBe(`We have your booking ${reference}`);
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
      const link = `https://moveease.example/track?reference=${reference}`;
      expect(mail.body).toContain('Hello Meera Das,');
      expect(mail.body).toContain(link);
      expect(mail.body).toContain('Car Shifting');
      expect(mail.body).not.toContain('after 6 pm');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).not.toMatch(/<img|<script/i);
    });

    it('confirms quote requests and contact messages, never a newsletter sign-up, and once per lead', async () => {
      const key = { 'idempotency-key': 'quote-attempt-1' };
      const quote = { source: 'popup', name: 'Asha', email: 'asha@example.in', service: 'Bike' };
      const first = await postQuote(jsonRequest('/api/quotes', quote, key));
      const replay = await postQuote(jsonRequest('/api/quotes', quote, key));
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const message = { name: 'Ravi', email: 'ravi@example.in', message: 'Pianos?' };
      const contact = await postContact(jsonRequest('/api/contact', message));
      await postNewsletter(jsonRequest('/api/newsletter', { email: 'reader@example.in' }));
      await settleMail();
      const sent = smtp.received.map((mail) => [mail.recipients[0], mail.headers.subject]);
      expect(sent.sort()).toEqual(
        [
          ['asha@example.in', `We have your quote request ${(await first.json()).reference}`],
          ['ravi@example.in', `We have your message ${(await contact.json()).reference}`],
        ].sort(),
      );
      const rows = await app.db.selectFrom('outbox').select(['status']).execute();
      expect(rows).toEqual([{ status: 'sent' }, { status: 'sent' }]);
    });

    it('queues nothing without SMTP_URL', async () => {
      delete process.env.SMTP_URL;
      expect((await postBooking(jsonRequest('/api/bookings', booking))).status).toBe(201);
      expect(await app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    });
  },
);
