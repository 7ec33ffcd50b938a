import 'server-only';
import type { Kysely } from 'kysely';
import { site } from '@/content/site';
import { env } from '@/env';
import { enqueueEmail, type OutboxEmail } from '@/server/db/repositories/outbox';
import type { Database } from '@/server/db/schema';
import { senderFor } from '@/server/mail/transport';

// Addresses the forms accepted; anything else (a line break, a display name) is never used.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/**
 * Queues an email to the company (LEADS_NOTIFY_TO) in the caller's transaction, when mail is
 * set up; false when it is not. Customer text goes only in the body, never in a header.
 */
export async function queueStaffEmail(
  trx: Kysely<Database>,
  email: { subject: string; text: string; label: string },
): Promise<boolean> {
  const { SMTP_URL, LEADS_NOTIFY_TO } = env();
  if (!SMTP_URL || !LEADS_NOTIFY_TO) return false;
  await enqueueEmail(
    trx,
    {
      from: senderFor(SMTP_URL, LEADS_NOTIFY_TO),
      to: LEADS_NOTIFY_TO,
      subject: email.subject,
      text: email.text,
    },
    { label: email.label },
  );
  return true;
}

/** Queues the neutral email with the quotation's link to the customer; false without mail or a plain address. */
export async function queueCustomerQuotationEmail(
  trx: Kysely<Database>,
  email: {
    to: string;
    subject: string;
    text: string;
    label: string;
    attachments?: OutboxEmail['attachments'];
  },
): Promise<boolean> {
  const { SMTP_URL, LEADS_NOTIFY_TO } = env();
  if (!SMTP_URL || !PLAIN_ADDRESS.test(email.to)) return false;
  await enqueueEmail(
    trx,
    {
      from: senderFor(SMTP_URL, LEADS_NOTIFY_TO ?? site.email),
      to: email.to,
      subject: email.subject,
      text: email.text,
      replyTo: site.quotesEmail,
      ...(email.attachments ? { attachments: email.attachments } : {}),
    },
    { label: email.label },
  );
  return true;
}
