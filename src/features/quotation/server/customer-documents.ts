import 'server-only';
import { customerView } from './customer-view';
import { insertAudit } from '@/server/db/stores/audit-log';
import { documentTitles } from '@/features/documents/content';
import type { DocumentSnapshot } from '@/features/documents';
import { findDocument } from '@/features/documents/server';
import { sellerNow } from '@/features/documents/server';
import { drawDocument } from '@/features/documents/server';
import { drawQuotation, quotationVerifyMark } from '@/features/documents/server';
import {
  findByToken,
  openedByCustomer,
  QUOTATION_READ_RULE,
  type Refusal,
} from './customer-access';

export type DocumentResult = { ok: true; number: string; bytes: Buffer } | Refusal;

/**
 * One of the move's documents, for the customer who holds the quotation's token: `quotation`
 * (the version shown at /q/{token}) or an issued document of that same move — another move's
 * id answers 404 like an unknown one. Each download is in the audit log.
 */
export async function customerDocument(
  token: string,
  id: string,
  address: string,
  sessionToken?: string,
): Promise<DocumentResult> {
  const found = await findByToken(token, address, QUOTATION_READ_RULE);
  if (!found.ok) return found;
  const { handle, quotation, lead } = found;
  let result: { number: string; bytes: Buffer; title: string } | undefined;
  if (id === 'quotation') {
    // The PDF shows the price as the page does: reading it freezes the version too.
    const view = await customerView(await openedByCustomer(found, sessionToken));
    result = {
      number: `${view.reference}-v${view.version}`,
      bytes: await drawQuotation(
        view,
        sellerNow(),
        await quotationVerifyMark(handle.db, quotation.id, view.version),
      ),
      title: 'Quotation',
    };
  } else {
    const row = await findDocument(handle.db, id);
    if (row && row.leadKind === quotation.leadKind && row.leadId === quotation.leadId)
      result = {
        number: row.number,
        bytes: await drawDocument(JSON.parse(row.snapshot) as DocumentSnapshot),
        title: documentTitles[row.kind],
      };
  }
  if (!result) return { ok: false, reason: 'not_found' };
  await insertAudit(handle.db, {
    actorId: null,
    actorName: null,
    action: 'document-downloaded',
    target: lead.reference,
    detail: `${result.title} ${result.number} by the customer`,
  });
  return { ok: true, number: result.number, bytes: result.bytes };
}
