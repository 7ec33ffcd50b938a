import 'server-only';
import type { Selectable } from 'kysely';
import { env } from '@/env';
import type { LeadKind } from '@/lib/lead-kinds';
import { siteUrl } from '@/lib/site-url';
import type { LeadTableOf } from '@/server/db/schema';
import { composeLeadEmail } from '@/server/mail/lead-email';
import { sendInBackground } from '@/server/mail/outbox';
import { senderFor, transportFor } from '@/server/mail/transport';

/** The stored row each kind of lead hands over: what its repository's insert returned. */
export type StoredLeadOf = { [K in LeadKind]: Selectable<LeadTableOf<K>> & { reference: string } };

/**
 * Called once for each newly stored lead (not for idempotent replays), after the insert has
 * committed. It must never throw into the visitor's request nor make it wait: with SMTP_URL
 * and LEADS_NOTIFY_TO set, it queues the company's email and returns.
 */
export function afterLeadStored<K extends LeadKind>(kind: K, lead: StoredLeadOf[K]): void {
  try {
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
    sendInBackground(`the email for ${lead.reference}`, () =>
      transportFor(SMTP_URL).sendMail(message),
    );
  } catch (error) {
    console.error(`[mail] could not queue the email for ${lead.reference}:`, error);
  }
}
