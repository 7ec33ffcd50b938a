import 'server-only';
import type { Kysely } from 'kysely';
import type { CustomerEmailPurpose } from '@/content/customer-email';
import { site } from '@/content/site';
import type { TrackKind } from '@/content/track';
import { env } from '@/env';
import { siteUrl } from '@/lib/site-url';
import type { Database } from '@/server/db/schema';
import { composeCustomerEmail, type CustomerLead } from '@/server/mail/customer-email';
import { enqueueEmail } from '@/server/mail/outbox';
import { senderFor } from '@/server/mail/transport';

/** The outbox key of one customer email: at most one of each purpose per lead. */
export const customerEmailKey = (purpose: CustomerEmailPurpose, leadId: string) =>
  `customer:${purpose}:${leadId}`;

/**
 * Queues an email to the customer in the caller's transaction (the lead's insert or its
 * status change), when the site can send mail (SMTP_URL). A second one of the same purpose
 * for the same lead is not queued: a booking set to booked twice is confirmed once.
 */
export async function queueCustomerEmail(
  trx: Kysely<Database>,
  purpose: CustomerEmailPurpose,
  kind: TrackKind,
  lead: CustomerLead & { id: string },
): Promise<void> {
  const { SMTP_URL, LEADS_NOTIFY_TO, SITE_URL } = env();
  if (!SMTP_URL) return;
  const message = composeCustomerEmail(purpose, kind, lead, {
    from: senderFor(SMTP_URL, LEADS_NOTIFY_TO ?? site.email),
    siteUrl: SITE_URL ?? siteUrl(),
  });
  if (!message) return;
  await enqueueEmail(trx, message, {
    label: `the ${purpose} email to the customer of ${lead.reference}`,
    dedupeKey: customerEmailKey(purpose, lead.id),
  });
}
