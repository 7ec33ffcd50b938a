import 'server-only';
import type { Kysely } from 'kysely';
import { customerEmailTexts } from '@/features/leads/content/customer-email';
import { site } from '@/content/site';
import { trackHref } from '@/features/tracking/content';
import { env, siteUrl } from '@/env';
import { formatLongDate } from '@/lib/format-date';
import type { LeadRow } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import { keepEmail, mailFrom } from '@/server/mail/queue';
import { milestoneEmails } from '../content';
import type { MilestoneKind } from '../milestones';
import { milestoneEmailKey } from '../email-keys';

// Addresses the forms accepted; anything else (a line break, a display name) is never used.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/**
 * At loaded and delivered the customer gets an email (in the step's transaction, through the
 * outbox; kept unsent without SMTP): neutral, with the tracking link, never their name. True
 * when one will be sent.
 */
export async function queueMilestoneEmail(
  trx: Kysely<Database>,
  kind: MilestoneKind,
  lead: LeadRow<'booking'>,
  expectedDeliveryOn: string | null,
): Promise<boolean> {
  if (kind !== 'loaded' && kind !== 'delivered') return false;
  const to = (lead.email ?? '').trim();
  if (!PLAIN_ADDRESS.test(to)) return false;
  const t = milestoneEmails[kind];
  const link = `${siteUrl().replace(/\/+$/, '')}${trackHref(lead.reference)}`;
  const expected = expectedDeliveryOn ? formatLongDate(expectedDeliveryOn) : null;
  const text = [
    customerEmailTexts.greeting,
    '',
    kind === 'loaded' ? milestoneEmails.loaded.body(expected) : milestoneEmails.delivered.body,
    '',
    `${customerEmailTexts.referenceLabel}: ${lead.reference}`,
    '',
    milestoneEmails.trackIntro,
    link,
    '',
    `${customerEmailTexts.reachHeading}:`,
    ...customerEmailTexts.reachLines.map((line) => `  ${line}`),
    '',
    '-- ',
    customerEmailTexts.footer(lead.reference),
    '',
  ].join('\n');
  const kept = await keepEmail(
    trx,
    {
      from: mailFrom(env().LEADS_NOTIFY_TO ?? site.email),
      to,
      subject: t.subject(lead.reference),
      text,
    },
    {
      label: milestoneEmails.label(kind, lead.reference),
      dedupeKey: milestoneEmailKey(kind, lead.id),
    },
  );
  return kept.sending;
}
