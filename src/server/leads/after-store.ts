import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { TrackKind } from '@/content/track';
import { env } from '@/env';
import type { LeadKind } from '@/lib/lead-kinds';
import { siteUrl } from '@/lib/site-url';
import { leadNotifyKey } from '@/server/db/repositories/customer-emails';
import type { Database, LeadTableOf } from '@/server/db/schema';
import { composeLeadEmail } from '@/server/mail/lead-email';
import { enqueueEmail } from '@/server/mail/outbox';
import { senderFor } from '@/server/mail/transport';
import type { CustomerLead } from '@/server/mail/customer-email';
import { queueCustomerEmail } from './customer-emails';

/** The stored row each kind of lead hands over: what its repository's insert returned. */
export type StoredLeadOf = {
  [K in LeadKind]: Selectable<LeadTableOf<K>> & { id: string; reference: string };
};

/**
 * Called once for each newly stored lead (not for idempotent replays), inside the lead's own
 * transaction (`trx`): with SMTP_URL set, it queues the customer's confirmation and (with
 * LEADS_NOTIFY_TO) the company's email in the outbox, so the emails exist exactly when the
 * lead does. The sender delivers it later.
 */
export async function queueLeadEmails<K extends LeadKind>(
  trx: Kysely<Database>,
  kind: K,
  lead: StoredLeadOf[K],
): Promise<void> {
  // The customer's confirmation (not for a newsletter sign-up: that is no request to track).
  if (kind !== 'subscriber')
    await queueCustomerEmail(
      trx,
      'received',
      kind as TrackKind,
      lead as CustomerLead & { id: string },
    );
  const { SMTP_URL, LEADS_NOTIFY_TO, SITE_URL } = env();
  if (!SMTP_URL || !LEADS_NOTIFY_TO) return;
  const message = composeLeadEmail(
    kind,
    lead as unknown as Parameters<typeof composeLeadEmail>[1],
    {
      from: senderFor(SMTP_URL, LEADS_NOTIFY_TO),
      to: LEADS_NOTIFY_TO,
      siteUrl: SITE_URL ?? siteUrl(),
    },
  );
  await enqueueEmail(trx, message, {
    label: `the email for ${lead.reference}`,
    dedupeKey: leadNotifyKey(lead.id),
  });
}
