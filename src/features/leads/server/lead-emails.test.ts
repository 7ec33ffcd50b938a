import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxTexts } from '@/features/outbox/content';
import { todayInIndia } from '@/lib/dates';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { settleMail } from '@tests/support/settle-mail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { initialContactState } from '@/features/leads/forms/contact-form';
import { submitContact } from '@/features/leads/server/actions/lead-forms';

// The forms' actions read the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

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
      for (const name of ['SMTP_URL', 'SITE_URL', 'LEADS_NOTIFY_TO']) delete process.env[name];
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
      expect(mail.body).toMatch(/^Hello,\r?\n/);
      expect(mail.body).not.toContain('Meera');
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

    it('sends one address at most 3 confirmations a day, whoever sends the forms; leads and staff emails go on', async () => {
      process.env.LEADS_NOTIFY_TO = 'office@moveease.example';
      const statuses: number[] = [];
      for (let n = 0; n < 50; n++) {
        const pitch = {
          source: 'popup',
          name: `Win a prize at spam${n}.example`,
          service: 'Call +1 555 0100',
        };
        const email = n % 2 ? 'victim+x' + n + '@example.in' : 'Victim@Example.in';
        const headers = { [CLIENT_ADDRESS_HEADER]: `198.51.100.${n + 1}` };
        const response = await postQuote(jsonRequest('/api/quotes', { ...pitch, email }, headers));
        statuses.push(response.status);
      }
      await settleMail();
      expect(statuses).toEqual(Array(50).fill(201));
      const toVictim = smtp.received.filter(
        (mail) => !mail.recipients.includes('office@moveease.example'),
      );
      expect(toVictim).toHaveLength(3);
      for (const mail of toVictim) {
        expect(`${mail.body}${mail.html}${mail.headers.subject}`).not.toMatch(
          /prize|spam\d|555 0100/,
        );
      }
      expect(smtp.received).toHaveLength(53);
      expect(await app.db.selectFrom('quoteRequests').select('id').execute()).toHaveLength(50);
    });

    it('tells the visitor the truth: past the daily cap the form does not say it emailed them', async () => {
      const emailed: (boolean | undefined)[] = [];
      for (let n = 0; n < 4; n++) {
        const form = new FormData();
        form.set('name', 'Ravi Kumar');
        form.set('email', 'ravi@example.in');
        form.set('message', `Question number ${n + 1}`);
        request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `198.51.100.${n + 1}` });
        const state = await submitContact(initialContactState, form);
        expect(state.ok).toBe(true);
        emailed.push(state.emailed);
      }
      expect(emailed).toEqual([true, true, true, false]);
      await settleMail();
      expect(smtp.received).toHaveLength(3);
    });

    it('without SMTP_URL keeps the confirmation, marked not sent with why, and sends none (issue 45)', async () => {
      delete process.env.SMTP_URL;
      expect((await postBooking(jsonRequest('/api/bookings', booking))).status).toBe(201);
      const rows = await app.db
        .selectFrom('outbox')
        .select(['status', 'lastError', 'message'])
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', lastError: outboxTexts.noSmtp });
      expect(JSON.parse(rows[0]!.message)).toMatchObject({ to: 'meera@example.in' });
      await settleMail();
      expect(smtp.received).toEqual([]);
    });
  },
);
