import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { queueLeadEmails } from '@/features/leads/server/lead-emails';
import { fakeLead } from '../../../../tests/support/fake-leads';
import { jsonRequest, useAppStore } from '../../../../tests/support/test-app';
import { mailRetry } from '@/server/mail/outbox';
import { settleMail } from '../../../../tests/support/settle-mail';
import {
  freePort,
  startSilentServer,
  startSmtpServer,
  type ReceivedMail,
} from '../../../../tests/support/test-smtp';

const booking = {
  name: 'Meera Das',
  email: 'meera@example.in',
  phone: '+91 98610 45678',
  service: 'office-shifting',
  date: todayInIndia(),
  message: 'Forty desks.\nA server rack — handle with care.',
};

const COMPANY = 'leads@moveease.example';
/** The company's emails (the customer's confirmations are tested in lead-emails.test.ts). */
const toCompany = (received: ReceivedMail[]) =>
  received.filter((mail) => mail.recipients.includes(COMPANY));

function configureMail(port: number) {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.LEADS_NOTIFY_TO = 'leads@moveease.example';
  process.env.SITE_URL = 'https://moveease.example';
}

describe('the email for each new lead (real SMTP server)', () => {
  const app = useAppStore('sqlite');
  const defaultDelays = mailRetry.delaysMs;
  let errors: { mock: { calls: unknown[][] }; mockRestore(): void };
  beforeEach(() => {
    mailRetry.delaysMs = [50, 100];
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await settleMail();
    mailRetry.delaysMs = defaultDelays;
    errors.mockRestore();
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
  });

  it('sends the company a plain-text email with the fields and a link to the lead', async () => {
    const smtp = await startSmtpServer();
    configureMail(smtp.port);
    try {
      const response = await postBooking(jsonRequest('/api/bookings', booking));
      expect(response.status).toBe(201);
      const { reference } = await response.json();
      await settleMail();
      expect(toCompany(smtp.received)).toHaveLength(1);
      const mail = toCompany(smtp.received)[0]!;
      expect(mail.recipients).toEqual(['leads@moveease.example']);
      expect(mail.headers.subject).toBe(`New booking ${reference}`);
      expect(mail.headers['reply-to']).toBe('meera@example.in');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail.body).toContain(`Reference: ${reference}`);
      expect(mail.body).toContain('Name: Meera Das');
      expect(mail.body).toContain('Email: meera@example.in');
      expect(mail.body).toContain('Phone: +919861045678');
      expect(mail.body).toContain('Service: Office Shifting');
      expect(mail.body).toContain('Message:\n  Forty desks.\n  A server rack — handle with care.');
      expect(mail.body).toContain(
        `https://moveease.example/admin?tab=bookings&q=${encodeURIComponent(reference)}`,
      );
    } finally {
      await smtp.close();
    }
  });

  it('sends one for every other kind of lead made through its endpoint, and none for a repeat sign-up', async () => {
    const smtp = await startSmtpServer();
    configureMail(smtp.port);
    try {
      const posts = [
        postContact(
          jsonRequest('/api/contact', {
            name: 'Ravi',
            email: 'ravi@example.in',
            message: 'Do you move pianos?',
          }),
        ),
        postQuote(
          jsonRequest('/api/quotes', {
            source: 'popup',
            name: 'Asha',
            email: 'asha@example.in',
            service: 'Two-wheeler to Pune',
          }),
        ),
        postNewsletter(jsonRequest('/api/newsletter', { email: 'news@example.in' })),
      ];
      const references = await Promise.all(
        (await Promise.all(posts)).map(async (response) => (await response.json()).reference),
      );
      expect(
        (await postNewsletter(jsonRequest('/api/newsletter', { email: 'NEWS@example.in' }))).status,
      ).toBe(201);
      await settleMail();
      const subjects = toCompany(smtp.received)
        .map((mail) => mail.headers.subject)
        .sort();
      expect(subjects).toEqual(
        [
          `New contact message ${references[0]}`,
          `New quote request ${references[1]}`,
          `New newsletter subscriber ${references[2]}`,
        ].sort(),
      );
      const quoteMail = toCompany(smtp.received).find((mail) =>
        mail.headers.subject?.includes(references[1]),
      );
      expect(quoteMail?.body).toContain('Two-wheeler to Pune');
    } finally {
      await smtp.close();
    }
  });

  it('puts nothing a visitor typed into a header', async () => {
    const smtp = await startSmtpServer();
    configureMail(smtp.port);
    try {
      const lead = fakeLead('contact', 1, {
        name: 'Evil\r\nBcc: victim@evil.example',
        email: 'x@evil.example\r\nBcc: victim@evil.example',
        message: 'Hi\r\nSubject: fake\u0007',
      });
      await queueLeadEmails(app.db, 'contact', {
        ...lead,
        status: 'new',
        idempotencyKey: null,
        idempotencyDigest: null,
        assigneeId: null,
        followUpOn: null,
        language: 'en',
      });
      await settleMail();
      const mail = smtp.received[0]!;
      expect(mail.recipients).toEqual(['leads@moveease.example']);
      expect(mail.headers).not.toHaveProperty('bcc');
      expect(mail.headers).not.toHaveProperty('reply-to');
      expect(mail.headers.subject).toBe(`New contact message ${lead.reference}`);
      expect(mail.body).toContain('Name:\n  Evil\n  Bcc: victim@evil.example');
      expect(mail.body).not.toContain('\u0007');
    } finally {
      await smtp.close();
    }
  });

  it('stores the lead and answers 201 at once when the mail server is down, then logs and retries', async () => {
    configureMail(await freePort());
    const started = Date.now();
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    const { reference } = await response.json();
    const row = await app.db
      .selectFrom('bookings')
      .select('reference')
      .where('reference', '=', reference)
      .executeTakeFirst();
    expect(row).toEqual({ reference });
    await settleMail();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(
      logged.filter((line) => line.includes(`sending the email for ${reference} failed`)),
    ).toHaveLength(2);
    expect(
      logged.some((line) => line.includes(`gave up on the email for ${reference} after 3 tries`)),
    ).toBe(true);
    const kept = await app.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'lastError'])
      .where('label', '=', `the email for ${reference}`)
      .execute();
    expect(kept).toEqual([
      { status: 'failed', attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) },
    ]);
  });

  it('does not make the visitor wait on a mail server that hangs', async () => {
    const silent = await startSilentServer();
    configureMail(silent.port);
    try {
      const started = Date.now();
      const response = await postBooking(jsonRequest('/api/bookings', booking));
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await silent.close();
    }
  });

  it('delivers on a later try once the mail server is back', async () => {
    const port = await freePort();
    configureMail(port);
    mailRetry.delaysMs = [400, 400];
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    const { reference } = await response.json();
    const settled = settleMail();
    await vi.waitFor(() =>
      expect(errors.mock.calls.some((c) => String(c[0]).includes('failed (try 1)'))).toBe(true),
    );
    const smtp = await startSmtpServer(port);
    try {
      await settled;
      expect(toCompany(smtp.received).map((m) => m.headers.subject)).toEqual([
        `New booking ${reference}`,
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('sends the company nothing when SMTP_URL or LEADS_NOTIFY_TO is missing', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      expect((await postBooking(jsonRequest('/api/bookings', booking))).status).toBe(201);
      await settleMail();
      expect(toCompany(smtp.received)).toEqual([]);
      // Only the customer's confirmation went out: it needs SMTP_URL alone.
      expect(smtp.received.map((mail) => mail.recipients)).toEqual([['meera@example.in']]);
    } finally {
      await smtp.close();
    }
  });
});

describe('composeLeadEmail', () => {
  it('lists each kind’s own fields with labels and leaves out empty ones', async () => {
    const { composeLeadEmail } = await import('./lead-email');
    const quote = fakeLead('quote', 0, { name: 'Popup Person', reference: 'QT-ABCDEF' });
    const mail = composeLeadEmail('quote', quote as never, {
      from: 'site@moveease.example',
      to: 'leads@moveease.example',
      siteUrl: 'https://moveease.example/',
    });
    expect(mail.subject).toBe('New quote request QT-ABCDEF');
    expect(mail.text).toContain('Form: Quote pop-up');
    expect(mail.text).toContain('Service: Car shifting');
    expect(mail.text).not.toContain('Moving from');
    expect(mail.text).toContain('https://moveease.example/admin?tab=quotes&q=QT-ABCDEF');
    const subscriber = composeLeadEmail('subscriber', fakeLead('subscriber', 1) as never, {
      from: 'a@b.in',
      to: 'c@d.in',
      siteUrl: 'http://localhost:3000',
    });
    expect(subscriber.subject).toMatch(/^New newsletter subscriber NL-/);
    expect(subscriber.replyTo).toMatch(/@example\.in$/);
  });
});
