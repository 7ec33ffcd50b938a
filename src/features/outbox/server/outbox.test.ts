import { afterEach, describe, expect, it } from 'vitest';
import { outboxTexts } from '@/features/outbox/content';
import { todayInIndia } from '@/lib/dates';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { POST as postBooking } from '@/app/api/bookings/route';
import { settleMail } from '../../../../tests/support/settle-mail';
import { jsonRequest, useAppStore } from '../../../../tests/support/test-app';
import { testEngines } from '../../../../tests/support/test-engines';
import { startSmtpServer } from '../../../../tests/support/test-smtp';
import { makeUser } from '../../../../tests/support/test-users';
import { ForbiddenError, staffOf } from '@/features/people/server/guard';
import { adminOutbox, adminResendEmail } from './outbox';

const booking = {
  name: 'Meera Das',
  email: 'meera@example.in',
  phone: '98610 45678',
  service: 'car-shifting',
  date: todayInIndia(),
};

describe.each(testEngines)('the owner’s Outbox on %s (issue 45)', (engine) => {
  const app = useAppStore(engine);
  afterEach(() => {
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
  });
  const memberOf = async (role: 'owner' | 'coordinator' | 'staff') => {
    const user = await makeUser(app.db, role);
    return staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }));
  };

  it('without SMTP shows every email kept, unsent and why; sends a failed one again once SMTP is set', async () => {
    process.env.LEADS_NOTIFY_TO = 'office@moveease.example';
    const made = await postBooking(jsonRequest('/api/bookings', booking));
    const { reference } = (await made.json()) as { reference: string };
    const owner = await memberOf('owner');

    const before = await adminOutbox(owner);
    expect(before.sending).toBe(false);
    expect(before.count).toBe(2);
    const confirmation = before.items.find((item) => item.email.to === booking.email)!;
    const alert = before.items.find((item) => item.email.to === 'office@moveease.example')!;
    for (const item of [confirmation, alert]) {
      expect(item).toMatchObject({ status: 'failed', lastError: outboxTexts.noSmtp, sentAt: null });
      expect(item.email.subject).toContain(reference);
      expect(item.email.text).toContain(reference);
    }
    // Nothing to send with: it stays as it was, and says so.
    expect(await adminResendEmail(owner, confirmation.id)).toBe('noMail');
    expect((await adminOutbox(owner)).items.every((item) => item.status === 'failed')).toBe(true);

    // The Outbox is the owner's: it holds customers' details and sign-in links.
    for (const role of ['coordinator', 'staff'] as const) {
      const member = await memberOf(role);
      await expect(adminOutbox(member)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(adminResendEmail(member, confirmation.id)).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }

    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      expect(await adminResendEmail(owner, confirmation.id)).toBe('resent');
      await settleMail();
      expect(smtp.received.map((mail) => mail.recipients)).toEqual([[booking.email]]);
      expect(smtp.received[0]!.headers.subject).toBe(confirmation.email.subject);
      const after = await adminOutbox(owner);
      expect(after.sending).toBe(true);
      const sent = after.items.find((item) => item.id === confirmation.id)!;
      expect(sent).toMatchObject({ status: 'sent', lastError: null });
      expect(sent.sentAt).toEqual(expect.any(String));
      // A sent one is not sent twice; the other stays until the owner asks.
      expect(await adminResendEmail(owner, confirmation.id)).toBe('missing');
      expect(after.items.find((item) => item.id === alert.id)?.status).toBe('failed');
      expect(await adminResendEmail(owner, 'no-such-email')).toBe('missing');
      const audit = await app.db.selectFrom('auditLog').selectAll().execute();
      expect(audit.filter((row) => row.action === 'email-resent')).toEqual([
        expect.objectContaining({ target: booking.email, detail: confirmation.email.subject }),
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('with SMTP set lists what was sent, newest first, a page at a time', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      for (let n = 0; n < 3; n++) {
        await postBooking(jsonRequest('/api/bookings', { ...booking, email: `c${n}@example.in` }));
      }
      await settleMail();
      const owner = await memberOf('owner');
      const page = await adminOutbox(owner);
      expect(page).toMatchObject({ count: 3, page: 1, pages: 1, sending: true });
      expect(page.items.map((item) => item.email.to).sort()).toEqual([
        'c0@example.in',
        'c1@example.in',
        'c2@example.in',
      ]);
      const written = page.items.map((item) => item.createdAt);
      expect(written).toEqual([...written].sort().reverse());
      expect(page.items.every((item) => item.status === 'sent')).toBe(true);
      expect((await adminOutbox(owner, 2)).items).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
