import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { env } from '@/env';
import type { LeadKind } from '@/lib/lead-kinds';
import { siteUrl } from '@/lib/site-url';
import type { Database, LeadTableOf } from '@/server/db/schema';
import { composeLeadEmail } from '@/server/mail/lead-email';
import { enqueueEmail } from '@/server/mail/outbox';
import { senderFor } from '@/server/mail/transport';

/** The stored row each kind of lead hands over: what its repository's insert returned. */
export type StoredLeadOf = {
  [K in LeadKind]: Selectable<LeadTableOf<K>> & { id: string; reference: string };
};

/**
 * Called once for each newly stored lead (not for idempotent replays), inside the lead's own
 * transaction (`trx`): with SMTP_URL and LEADS_NOTIFY_TO set, it queues the company's email in
 * the outbox, so the email exists exactly when the lead does. The sender delivers it later.
 */
export async function queueLeadEmails<K extends LeadKind>(
  trx: Kysely<Database>,
  kind: K,
  lead: StoredLeadOf[K],
): Promise<void> {
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
    dedupeKey: `lead-notify:${lead.id}`,
  });
}
