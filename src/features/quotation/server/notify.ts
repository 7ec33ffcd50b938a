import 'server-only';
import type { Kysely } from 'kysely';
import { site } from '@/content/site';
import { env } from '@/env';
import type { OutboxEmail } from '@/server/db/stores/outbox';
import type { Database } from '@/server/db/schema';
import { keepEmail, mailFrom } from '@/server/mail/queue';

// Addresses the forms accepted; anything else (a line break, a display name) is never used.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/**
 * Queues an email to the company (LEADS_NOTIFY_TO) in the caller's transaction; without SMTP it
 * is kept unsent for the Outbox. True when it will be sent. Customer text goes only in the body, never in a header.
 */
export async function queueStaffEmail(
  trx: Kysely<Database>,
  email: { subject: string; text: string; label: string },
): Promise<boolean> {
  const { LEADS_NOTIFY_TO } = env();
  if (!LEADS_NOTIFY_TO) return false;
  const kept = await keepEmail(
    trx,
    {
      from: mailFrom(LEADS_NOTIFY_TO),
      to: LEADS_NOTIFY_TO,
      subject: email.subject,
      text: email.text,
    },
    { label: email.label },
  );
  return kept.sending;
}

/** Queues the neutral email with the quotation's link to the customer (kept unsent without SMTP); true when it will be sent. */
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
  if (!PLAIN_ADDRESS.test(email.to)) return false;
  const kept = await keepEmail(
    trx,
    {
      from: mailFrom(env().LEADS_NOTIFY_TO ?? site.email),
      to: email.to,
      subject: email.subject,
      text: email.text,
      replyTo: site.quotesEmail,
      ...(email.attachments ? { attachments: email.attachments } : {}),
    },
    { label: email.label },
  );
  return kept.sending;
}
