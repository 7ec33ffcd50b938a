import 'server-only';
import type { Kysely } from 'kysely';
import * as documentContent from '@/features/documents/content';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';
import { site } from '@/content/site';
import type { DocumentKind } from '@/features/documents/kinds';
import type { Database } from '@/server/db/schema';
import { queueCustomerQuotationEmail } from '@/features/quotation/server';

/** The documents the customer is emailed as soon as they are issued: the money ones. */
export const EMAILED_KINDS: ReadonlySet<DocumentKind> = new Set([
  'invoice',
  'credit-note',
  'receipt',
]);

/**
 * Queues the document to the customer, the PDF attached, in the issuing transaction (through
 * the outbox: it is sent after the commit, and retried). False when mail is not set up or the
 * lead has no plain email address: the document is issued all the same.
 */
export function queueDocumentEmail(
  trx: Kysely<Database>,
  document: { kind: DocumentKind; number: string; bytes: Buffer },
  lead: { reference: string; name: string | null; email: string | null; language?: Locale },
): Promise<boolean> {
  if (!lead.email) return Promise.resolve(false);
  // In the customer's language (issue 49); the outbox's label stays English, for staff.
  const { documentEmailTexts: t, documentTitles } = inLocale(
    documentContent,
    lead.language ?? 'en',
  );
  const title = documentTitles[document.kind];
  return queueCustomerQuotationEmail(trx, {
    to: lead.email,
    subject: t.subject(title, document.number, lead.reference),
    text: t.body(lead.name ?? '', title, document.number, lead.reference),
    label: `${documentContent.documentTitles[document.kind]} ${document.number} to the customer of ${lead.reference} (${site.shortName})`,
    attachments: [
      {
        filename: `${document.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        content: document.bytes.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}
