import 'server-only';
import type { Kysely } from 'kysely';
import * as customerEmail from '@/features/leads/content/customer-email';
import { inLocale } from '@/lib/i18n/page-locale';
import { localHref } from '@/lib/i18n/localized-paths';
import { site } from '@/content/site';
import { trackHref } from '@/features/tracking/content';
import { env, siteUrl } from '@/env';
import { formatLongDate } from '@/lib/format-date';
import type { LeadRow } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import { keepEmail, mailFrom } from '@/server/mail/queue';
import * as moveDayContent from '../content';
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
  // In the customer's language (issue 49); the outbox's label stays English, for staff.
  const locale = lead.language ?? 'en';
  const { customerEmailTexts } = inLocale(customerEmail, locale);
  const { milestoneEmails } = inLocale(moveDayContent, locale);
  const t = milestoneEmails[kind];
  const link = `${siteUrl().replace(/\/+$/, '')}${localHref(trackHref(lead.reference), locale)}`;
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
      label: moveDayContent.milestoneEmails.label(kind, lead.reference),
      dedupeKey: milestoneEmailKey(kind, lead.id),
    },
  );
  return kept.sending;
}
