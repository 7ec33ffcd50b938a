import 'server-only';
import type { Kysely } from 'kysely';
import { BOOKING_STATUS_EMAILS, type CustomerEmailPurpose } from '@/content/customer-email';
import { site } from '@/content/site';
import type { TrackKind } from '@/content/track';
import { env } from '@/env';
import type { AnyLeadRow, LeadStatus, LeadType } from '@/lib/lead-kinds';
import { siteUrl } from '@/lib/site-url';
import { customerEmailKey } from '@/server/db/repositories/customer-emails';
import type { Database } from '@/server/db/schema';
import { composeCustomerEmail, type CustomerLead } from '@/server/mail/customer-email';
import { enqueueEmail } from '@/server/mail/outbox';
import { senderFor } from '@/server/mail/transport';

export { customerEmailKey };

/**
 * Queues an email to the customer in the caller's transaction (the lead's insert or its
 * status change), when the site can send mail (SMTP_URL). A second one of the same purpose
 * for the same lead is not queued: a booking set to booked twice is confirmed once.
 * True when a new email was queued.
 */
export async function queueCustomerEmail(
  trx: Kysely<Database>,
  purpose: CustomerEmailPurpose,
  kind: TrackKind,
  lead: CustomerLead & { id: string },
): Promise<boolean> {
  const { SMTP_URL, LEADS_NOTIFY_TO, SITE_URL } = env();
  if (!SMTP_URL) return false;
  const message = composeCustomerEmail(purpose, kind, lead, {
    from: senderFor(SMTP_URL, LEADS_NOTIFY_TO ?? site.email),
    siteUrl: SITE_URL ?? siteUrl(),
  });
  if (!message) return false;
  const id = await enqueueEmail(trx, message, {
    label: `the ${purpose} email to the customer of ${lead.reference}`,
    dedupeKey: customerEmailKey(purpose, lead.id),
  });
  return id !== undefined;
}

const emailedStatus = (status: LeadStatus): status is (typeof BOOKING_STATUS_EMAILS)[number] =>
  (BOOKING_STATUS_EMAILS as readonly LeadStatus[]).includes(status);

/**
 * Staff moved a lead to `status` (call it in that change's transaction): a booking that became
 * booked, done or cancelled emails its customer, once per status. True when an email was queued.
 */
export async function queueStatusEmail(
  trx: Kysely<Database>,
  type: LeadType,
  lead: AnyLeadRow,
  status: LeadStatus,
): Promise<boolean> {
  if (type !== 'bookings' || !emailedStatus(status)) return false;
  return queueCustomerEmail(
    trx,
    status,
    'booking',
    lead as unknown as CustomerLead & { id: string },
  );
}
