import 'server-only';
import type { Kysely } from 'kysely';
import { inviteEmailTexts } from '@/features/people/content';
import { env } from '@/env';
import type { Database } from '@/server/db/schema';
import { keepEmail, mailFrom } from '@/server/mail/queue';

/**
 * Queues a person's invite or reset link in the outbox, in the transaction that made the link
 * (without SMTP_URL it is kept unsent, for the Outbox; the owner sees the link on screen
 * either way). The caller wakes the
 * mail sender after the commit.
 */
export async function queueInviteEmail(
  trx: Kysely<Database>,
  invite: { to: string; name: string; url: string; purpose: 'invite' | 'reset' },
): Promise<boolean> {
  const texts = inviteEmailTexts[invite.purpose];
  const kept = await keepEmail(
    trx,
    {
      from: mailFrom(env().LEADS_NOTIFY_TO ?? invite.to),
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
  return kept.sending;
}
