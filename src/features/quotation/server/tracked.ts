import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { versionStatus, type QuotationStatus } from '@/features/quotation/status';
import { documentTitles } from '@/features/documents/content';
import { listDocuments } from '@/features/documents/server';
import { findQuotationOfLead, findVersion } from '@/features/quotation/server/data/quotations';
import type { Database } from '@/server/db/schema';
import { quotationUrl } from './token';

/** A lead's quotation as /track shows it: its link and where the latest version stands. */
export async function trackedQuotation(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
): Promise<
  | {
      url: string;
      status: QuotationStatus;
      documents: { id: string; title: string; number: string; url: string }[];
    }
  | undefined
> {
  const quotation = await findQuotationOfLead(db, kind, leadId);
  const latest = quotation && (await findVersion(db, quotation.id, quotation.latestVersion));
  if (!quotation || !latest) return undefined;
  return {
    url: quotationUrl(quotation.token),
    status: versionStatus(latest, quotation.latestVersion),
    // The move's documents, through the quotation's link: the customer's key to them.
    documents: [
      {
        id: 'quotation',
        title: 'Quotation',
        number: `v${latest.version}`,
        url: `/api/quotations/${quotation.token}/documents/quotation`,
      },
      ...(await listDocuments(db, kind, leadId)).map((row) => ({
        id: row.id,
        title: documentTitles[row.kind],
        number: row.number,
        url: `/api/quotations/${quotation.token}/documents/${row.id}`,
      })),
    ],
  };
}
