import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { POST as postBooking } from '@/app/api/bookings/route';
import { settleMail } from '@tests/support/settle-mail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { initialContactState } from '@/features/leads/forms/contact-form';
import { submitContact } from '@/features/leads/server/actions/lead-forms';
import { customerEmailTexts as en } from '@/features/leads/content/customer-email';
import { customerEmailTexts as hi } from '@/features/leads/content/customer-email.hi';
import { customerEmailTexts as or } from '@/features/leads/content/customer-email.or';

// The forms' actions read the request through next/headers: here the test plays the request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?=), as the reader's mail program shows them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
      how.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

const booking = {
  name: 'Meera Das',
  email: 'meera@example.in',
  phone: '98610 45678',
  service: 'car-shifting',
  date: todayInIndia(),
};

describe.each(testEngines)('the customer’s email in their language on %s (real SMTP)', (engine) => {
  useAppStore(engine);
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

  it.each([
    ['hi', hi, 'कार शिफ्टिंग', 'hi-IN'],
    ['or', or, 'କାର୍ ସିଫ୍ଟିଂ', 'or-IN'],
  ] as const)(
    'confirms a booking made in %s in that language, linking /track in it',
    async (language, texts, service, lang) => {
      const response = await postBooking(jsonRequest('/api/bookings', { ...booking, language }));
      const { reference } = (await response.json()) as { reference: string };
      await settleMail();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(decodeHeader(mail.headers.subject!)).toBe(texts.subject.received.booking(reference));
      expect(mail.body.startsWith(`${texts.greeting}\n`)).toBe(true);
      expect(mail.body).toContain(texts.intro.received.booking);
      expect(mail.body).toContain(service);
      expect(mail.body).not.toContain(en.intro.received.booking);
      const link = `https://moveease.example/${language}/track?reference=${reference}`;
      expect(mail.body).toContain(link);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).toContain(`href="${link}"`);
    },
  );

  it('a form without JavaScript posting language=or is answered in Odia; one without is in English', async () => {
    for (const [n, language] of [
      [1, 'or'],
      [2, undefined],
    ] as const) {
      const form = new FormData();
      form.set('name', 'Ravi Kumar');
      form.set('email', `ravi${n}@example.in`);
      form.set('message', 'A question');
      if (language) form.set('language', language);
      request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `198.51.100.${n}` });
      expect((await submitContact(initialContactState, form)).ok).toBe(true);
    }
    await settleMail();
    const byRecipient = (to: string) => smtp.received.find((m) => m.recipients[0] === to)!;
    expect(byRecipient('ravi1@example.in').body).toContain(or.intro.received.contact);
    expect(byRecipient('ravi2@example.in').body).toContain(en.intro.received.contact);
  });
});
