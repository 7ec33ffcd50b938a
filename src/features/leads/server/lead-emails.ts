import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomerEmailPurpose } from '@/features/leads/content/customer-email';
import { site } from '@/content/site';
import { env } from '@/env';
import { isTrackKind, type TrackKind } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { siteUrl } from '@/env';
import type { InventoryRoom } from '@/features/survey';
import { type StoredRow } from '@/features/leads/server/data/leads';
import { customerEmailKey, leadNotifyKey } from '@/server/db/stores/outbox';
import type { Database } from '@/server/db/schema';
import { composeCustomerEmail, type CustomerLead } from '@/features/leads/server/customer-email';
import { composeLeadEmail } from '@/features/leads/server/lead-email';
import { keepEmail, mailFrom } from '@/server/mail/queue';
import { consume, type RateRule } from '@/server/rate-limit';

/**
 * CONFIRMATION_LIMIT (default 3 per day) confirmations to one recipient address, whoever sends
 * the forms: past it the lead is stored and staff are told, only the customer's email is
 * skipped, so nobody can make our mail server flood an address. Counted in the database (the
 * rate_limits table), keyed by a digest of the address without its +tag, so the table holds no
 * address and tags do not multiply the cap.
 */
export function confirmationRule(): RateRule {
  const { limit, windowMs } = env().CONFIRMATION_LIMIT;
  return { bucket: 'confirmation:recipient', limit, windowMs };
}

export function recipientKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const plain = `${local.replace(/\+.*$/, '')}@${domain}`;
  return createHash('sha256').update(plain).digest('hex');
}

/**
 * Called once for each newly stored lead (not for idempotent replays), inside the lead's own
 * transaction (`trx`): it queues the customer's confirmation (not for a
 * newsletter sign-up: that is no request to track; not past the recipient's cap; not for a
 * lead without an email, nor one staff entered without asking for it: `confirm`), then with
 * LEADS_NOTIFY_TO the company's email, in the outbox. The sender delivers them after the
 * commit; without SMTP_URL both are kept unsent for the owner's Outbox. True when the customer's
 * confirmation will be sent.
 */
export async function queueLeadEmails<K extends LeadKind>(
  trx: Kysely<Database>,
  kind: K,
  lead: StoredRow<K>,
  { confirm = true, survey }: { confirm?: boolean; survey?: readonly InventoryRoom[] } = {},
): Promise<boolean> {
  const { LEADS_NOTIFY_TO } = env();
  let confirmed = false;
  if (confirm && isTrackKind(kind) && lead.email) {
    const cap = await consume(trx, confirmationRule(), recipientKey(lead.email));
    if (cap.allowed) confirmed = await queueCustomerEmail(trx, 'received', kind, lead);
    else
      console.warn(`[leads] ${lead.reference}: recipient's daily confirmations used up, none sent`);
  }
  if (!LEADS_NOTIFY_TO) return confirmed;
  const message = composeLeadEmail(kind, lead, {
    from: mailFrom(LEADS_NOTIFY_TO),
    to: LEADS_NOTIFY_TO,
    siteUrl: siteUrl(),
    survey,
  });
  await keepEmail(trx, message, {
    label: `the email for ${lead.reference}`,
    dedupeKey: leadNotifyKey(lead.id),
  });
  return confirmed;
}

/**
 * Queues an email to the customer in the caller's transaction (the lead's insert or its
 * status change); without SMTP_URL it is kept unsent, for the Outbox. A second one of the same purpose
 * for the same lead is not queued: a booking set to booked twice is confirmed once.
 * True when a new email will be sent.
 */
export async function queueCustomerEmail(
  trx: Kysely<Database>,
  purpose: CustomerEmailPurpose,
  kind: TrackKind,
  lead: CustomerLead & { id: string },
  extra: { reviewUrl?: string } = {},
): Promise<boolean> {
  const message = composeCustomerEmail(purpose, kind, lead, {
    from: mailFrom(env().LEADS_NOTIFY_TO ?? site.email),
    siteUrl: siteUrl(),
    reviewUrl: extra.reviewUrl,
  });
  if (!message) return false;
  const kept = await keepEmail(trx, message, {
    label: `the ${purpose} email to the customer of ${lead.reference}`,
    dedupeKey: customerEmailKey(purpose, lead.id),
  });
  return kept.sending;
}
