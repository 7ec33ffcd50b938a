import { outboxTexts } from '@/features/outbox/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DELETE as deleteLead,
  GET as getLead,
  PATCH as patchLead,
} from '@/app/api/admin/leads/[type]/[id]/route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { staffOf } from '@/features/people/server/guard';
import { adminSetStatus } from '@/features/leads/server/staff-leads';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { getDb } from '@/server/db';
import { updateLead } from '@/features/leads/server/data/lead-records';
import { settleMail } from '../../../../tests/support/settle-mail';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { jsonRequest, useAppStore } from '../../../../tests/support/test-app';
import { testEngines } from '../../../../tests/support/test-engines';
import { startSmtpServer } from '../../../../tests/support/test-smtp';
import { queueStatusEmail } from './status-emails';
import { sampleBooking } from '../../../../tests/support/sample-booking';

const PASSWORD = 'staff-password-1';
const booking = sampleBooking({ phone: '98610 45678', service: 'car-shifting' });

describe.each(testEngines)('the customer’s booking emails on %s (real SMTP server)', (engine) => {
  const app = useAppStore(engine);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let cookie: string;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.SITE_URL = 'https://moveease.example';
    process.env.LEADS_NOTIFY_TO = 'office@moveease.example';
    await setAdminPassword(app.db, PASSWORD);
    const response = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: { password: PASSWORD } }),
      params({}),
    );
    cookie = tokenFromSetCookie(response);
  });
  afterEach(async () => {
    await smtp.close();
    for (const name of ['SMTP_URL', 'SITE_URL', 'LEADS_NOTIFY_TO']) delete process.env[name];
  });

  async function newBooking() {
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string };
  }
  const patch = (type: string, id: string, body: unknown) =>
    patchLead(
      adminRequest(`/api/admin/leads/${type}/${id}`, { method: 'PATCH', cookie, body }),
      params({ type, id }),
    );
  const customerSubjects = () =>
    smtp.received
      .filter((mail) => mail.recipients[0] === 'meera@example.in')
      .map((mail) => mail.headers.subject);
  const outboxKeys = async () =>
    (await app.db.selectFrom('outbox').select('dedupeKey').orderBy('createdAt').execute())
      .map((row) => row.dedupeKey)
      .sort();

  it('emails the customer when staff set a booking to booked, done or cancelled, once per status', async () => {
    const { id, reference } = await newBooking();
    expect((await patch('bookings', id, { status: 'contacted' })).status).toBe(200);
    expect((await patch('bookings', id, { status: 'booked' })).status).toBe(200);
    // The same status again, and back and forth: the customer already knows it is booked.
    expect((await patch('bookings', id, { status: 'booked' })).status).toBe(200);
    expect((await patch('bookings', id, { status: 'contacted' })).status).toBe(200);
    expect((await patch('bookings', id, { status: 'booked' })).status).toBe(200);
    // The list page's status form goes through adminSetStatus.
    const headers = adminRequest('/admin', { cookie }).headers;
    expect(await adminSetStatus(await staffOf(headers), 'booking', id, 'done')).toMatchObject({
      status: 'done',
    });
    await settleMail();
    expect(customerSubjects()).toEqual([
      `We have your booking ${reference}`,
      `Your move is booked: ${reference}`,
      `Your move is done: ${reference}`,
    ]);
    const booked = smtp.received.find((mail) => mail.headers.subject?.includes('is booked'))!;
    expect(booked.body).toContain(`https://moveease.example/track?reference=${reference}`);
    expect(booked.body).toContain('Car Shifting');
    expect(await outboxKeys()).toEqual(
      [
        `customer:booked:${id}`,
        `customer:done:${id}`,
        `customer:received:${id}`,
        `lead-notify:${id}`,
      ].sort(),
    );

    // The lead page lists them, oldest first, with how each one went.
    const detail = await getLead(
      adminRequest(`/api/admin/leads/bookings/${id}`, { cookie }),
      params({ type: 'bookings', id }),
    );
    const { customerEmails, customerEmailsOn } = (await detail.json()) as {
      customerEmails: { purpose: string; status: string; queuedAt: string; sentAt: string }[];
      customerEmailsOn: boolean;
    };
    expect(customerEmailsOn).toBe(true);
    expect(customerEmails.map((e) => [e.purpose, e.status])).toEqual([
      ['received', 'sent'],
      ['booked', 'sent'],
      ['done', 'sent'],
    ]);
    expect(Date.parse(customerEmails[1]!.sentAt)).toBeGreaterThanOrEqual(
      Date.parse(customerEmails[1]!.queuedAt),
    );

    const other = await newBooking();
    await adminSetStatus(await staffOf(headers), 'booking', other.id, 'cancelled');
    await settleMail();
    expect(customerSubjects().at(-1)).toBe(`Your booking ${other.reference} is cancelled`);
  });

  it('queues the email only when the status change commits', async () => {
    const { id } = await newBooking();
    const handle = await getDb();
    await expect(
      updateLead(handle.db, 'booking', id, { status: 'booked' }, null, async (trx, lead) => {
        expect(await queueStatusEmail(trx, 'booking', lead, 'booked')).toBe(true);
        throw new Error('the change fails after the email was queued');
      }),
    ).rejects.toThrow('fails after');
    const row = await app.db.selectFrom('bookings').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    expect(await outboxKeys()).toEqual([`customer:received:${id}`, `lead-notify:${id}`].sort());
    // A change that touches no status (the follow-up day) emails nobody.
    expect((await patch('bookings', id, { followUpOn: '2030-01-02' })).status).toBe(200);
    expect(await outboxKeys()).toHaveLength(2);
  });

  it('emails nothing for quote requests, and without SMTP_URL keeps the email unsent (issue 45)', async () => {
    const quote = await postQuote(
      jsonRequest('/api/quotes', {
        source: 'popup',
        name: 'Asha',
        email: 'a@example.in',
        service: 'Bike',
      }),
    );
    const { id: quoteId } = (await quote.json()) as { id: string };
    expect((await patch('quotes', quoteId, { status: 'booked' })).status).toBe(200);
    expect((await outboxKeys()).filter((key) => key?.endsWith(quoteId))).toEqual([
      `customer:received:${quoteId}`,
      `lead-notify:${quoteId}`,
    ]);
    const { id } = await newBooking();
    delete process.env.SMTP_URL;
    expect((await patch('bookings', id, { status: 'booked' })).status).toBe(200);
    const booked = await app.db
      .selectFrom('outbox')
      .select(['status', 'lastError'])
      .where('dedupeKey', '=', `customer:booked:${id}`)
      .execute();
    expect(booked).toEqual([{ status: 'failed', lastError: outboxTexts.noSmtp }]);
  });

  it('erases a deleted lead’s emails with it, and no one else’s', async () => {
    const gone = await newBooking();
    const kept = await newBooking();
    await patch('bookings', gone.id, { status: 'booked' });
    await settleMail();
    const erase = deleteLead(
      adminRequest(`/api/admin/leads/bookings/${gone.id}`, { method: 'DELETE', cookie }),
      params({ type: 'bookings', id: gone.id }),
    );
    expect((await erase).status).toBe(204);
    expect(await outboxKeys()).toEqual(
      [`customer:received:${kept.id}`, `lead-notify:${kept.id}`].sort(),
    );
  });
});
