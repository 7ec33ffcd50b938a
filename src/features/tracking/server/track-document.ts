import 'server-only';
import { drawDocument, findDocument } from '@/features/documents/server';
import type { DocumentSnapshot } from '@/features/documents';
import { TRACK_PHOTO_RULE } from './track-photo';
import { findOwnRequest } from './look-up';
import { isRowId } from '@/server/db/row-id';

type TrackDocumentResult =
  | { ok: true; number: string; bytes: Buffer }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * One issued paper of the customer's own move (the proof of delivery of a move without a
 * quotation, whose link would otherwise carry it): the reference and phone or email as /track
 * takes them, and the paper's id; a wrong one of the three ends alike (404). Counted in the
 * photos' bucket: a page opens a few, and the id comes only from a right look-up.
 */
export async function trackDocument(
  input: { reference?: string; contact?: string; document?: string },
  context: { clientAddress: string },
): Promise<TrackDocumentResult> {
  const found = await findOwnRequest(
    { reference: input.reference, contact: input.contact },
    context,
    TRACK_PHOTO_RULE,
  );
  if (!found.ok)
    return found.reason === 'rate_limited'
      ? { ok: false, reason: 'rate_limited', retryAfterSeconds: found.retryAfterSeconds }
      : { ok: false, reason: 'not_found' };
  if (!isRowId(input.document)) return { ok: false, reason: 'not_found' };
  const row = await findDocument(found.handle.db, input.document);
  if (!row || row.leadKind !== found.kind || row.leadId !== found.lead.id)
    return { ok: false, reason: 'not_found' };
  const bytes = await drawDocument(JSON.parse(row.snapshot) as DocumentSnapshot);
  return { ok: true, number: row.number, bytes };
}
