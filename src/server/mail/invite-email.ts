import 'server-only';
import type { Kysely } from 'kysely';
import { inviteEmailTexts } from '@/content/admin';
import { env } from '@/env';
import type { Database } from '@/server/db/schema';
import { enqueueEmail } from '@/server/db/repositories/outbox';
import { senderFor } from './transport';

/**
 * Queues a person's invite or reset link in the outbox, in the transaction that made the link
 * (when SMTP_URL is set; the owner sees the link on screen either way). The caller wakes the
 * mail sender after the commit.
 */
export async function queueInviteEmail(
  trx: Kysely<Database>,
  invite: { to: string; name: string; url: string; purpose: 'invite' | 'reset' },
): Promise<boolean> {
  const { SMTP_URL, LEADS_NOTIFY_TO } = env();
  if (!SMTP_URL) return false;
  const texts = inviteEmailTexts[invite.purpose];
  await enqueueEmail(
    trx,
    {
      from: senderFor(SMTP_URL, LEADS_NOTIFY_TO ?? invite.to),
      to: invite.to,
      subject: texts.subject,
      text: [
        texts.greeting(invite.name),
        '',
        texts.body,
        '',
        invite.url,
        '',
        inviteEmailTexts.expiry,
      ].join('\n'),
    },
    { label: `the ${invite.purpose} link for ${invite.to}` },
  );
  return true;
}
