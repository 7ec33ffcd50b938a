import 'server-only';
import type { Kysely } from 'kysely';
import { site } from '@/content/site';
import { formatPaise } from '@/lib/format-inr';
import type { Database } from '@/server/db/schema';
import { queueCustomerQuotationEmail } from '@/features/quotation/server';
import * as claimContent from '../content';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';
import type { StoredClaim } from './data/claims';

/**
 * The customer's email about their claim: on filing (the acknowledgment) and at each change of
 * status, queued in the same transaction through the outbox. False without an address or mail.
 */
export function queueClaimEmail(
  trx: Kysely<Database>,
  claim: StoredClaim,
  lead: { reference: string; name: string | null; email: string | null; language?: Locale },
): Promise<boolean> {
  if (!lead.email) return Promise.resolve(false);
  // In the customer's language (issue 49); the outbox's label stays English, for staff.
  const t = inLocale(claimContent, lead.language ?? 'en').claimTexts;
  const en = claimContent.claimTexts;
  const text =
    claim.status === 'open'
      ? t.email.filed(
          lead.name ?? '',
          claim.number,
          lead.reference,
          formatPaise(Number(claim.askedPaise)),
        )
      : t.email.changed(
          lead.name ?? '',
          claim.number,
          t.statuses[claim.status],
          claim.settledPaise === null ? null : formatPaise(Number(claim.settledPaise)),
          claim.note,
        );
  return queueCustomerQuotationEmail(trx, {
    to: lead.email,
    subject: t.email.subject(claim.number, lead.reference),
    text,
    label: `Claim ${claim.number} (${en.statuses[claim.status]}) to the customer of ${lead.reference} (${site.shortName})`,
  });
}
