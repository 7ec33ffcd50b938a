import 'server-only';
import { inviteEmailTexts } from '@/content/admin';
import { env } from '@/env';
import { sendInBackground } from './outbox';
import { senderFor, transportFor } from './transport';

/**
 * Emails a person their invite or reset link when SMTP_URL is set; the owner sees the link
 * on screen either way, so a mail failure never blocks anyone (it is logged and retried).
 */
export function sendInviteEmail(invite: {
  to: string;
  name: string;
  url: string;
  purpose: 'invite' | 'reset';
}): void {
  const { SMTP_URL, LEADS_NOTIFY_TO } = env();
  if (!SMTP_URL) return;
  const texts = inviteEmailTexts[invite.purpose];
  const message = {
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
  };
  sendInBackground(`${invite.purpose} link for ${invite.to}`, () =>
    transportFor(SMTP_URL).sendMail(message),
  );
}
