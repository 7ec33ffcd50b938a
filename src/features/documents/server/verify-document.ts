import 'server-only';
import { documentTitles } from '@/features/documents/content';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import { getDb } from '@/server/db';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, peek, type RateRule } from '@/server/rate-limit';
import { VERIFY_SHAPE } from '../verify';
import type { VerifiedDocument } from '../verify-view';
import { verifyPageTexts } from '../content/bills';
import { indiaDayOf } from '@/lib/dates';
import { sellerNow } from './build';
import { findByVerifyCode, findQuotationByVerifyCode } from './data/verification';

/** Verifications per client address: a clerk checking a claim's papers, not a scraper. */
export const VERIFY_READ_RULE: RateRule = { bucket: 'verify', limit: 30, windowMs: 10 * 60_000 };
/** Unknown codes per address: past this, every verification from it is refused for the hour. */
export const VERIFY_MISS_RULE: RateRule = {
  bucket: 'verify-miss',
  limit: 10,
  windowMs: 60 * 60_000,
};

export type VerifyResult =
  | { ok: true; document: VerifiedDocument }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** The amount a document states, where it has one (a packing list's declared value is private). */
function amountOf(snapshot: DocumentSnapshot): number | null {
  switch (snapshot.kind) {
    case 'invoice':
    case 'credit-note':
      return snapshot.figures.totalPaise;
    case 'receipt':
      return snapshot.payment.amountPaise;
    case 'lr':
      return snapshot.freight.amountPaise;
    case 'packing-list':
    case 'delivery-receipt':
    case 'tds-declaration':
      return null;
  }
}

/**
 * What /verify/{code} shows: the kind, number and date of the document the code names, the
 * company that issued it, its amount, and whether a credit note cancelled it. Nothing about
 * the customer (no name, phone or address): anyone holding the paper may open the link.
 */
export async function verifyDocument(code: string, address: string): Promise<VerifyResult> {
  const handle = await getDb();
  const limited = await writeTransaction(handle, async (trx) => {
    const misses = await peek(trx, VERIFY_MISS_RULE, address);
    if (!misses.allowed) return misses;
    return consume(trx, VERIFY_READ_RULE, address);
  });
  if (!limited.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds };
  const found = VERIFY_SHAPE.test(code) ? await findByVerifyCode(handle.db, code) : undefined;
  const quotation =
    !found && VERIFY_SHAPE.test(code)
      ? await findQuotationByVerifyCode(handle.db, code)
      : undefined;
  if (quotation) {
    // A quotation keeps no snapshot of the seller: the company as it is now issued it.
    const seller = sellerNow();
    return {
      ok: true,
      document: {
        kind: 'quotation',
        title: verifyPageTexts.quotation,
        number: `${quotation.reference ?? '—'} v${quotation.version}`,
        issuedOn: indiaDayOf(quotation.createdAt),
        company: { legalName: seller.legalName, gstin: seller.gstin },
        amountPaise: Number(quotation.totalPaise),
        cites: null,
        cancelledBy: null,
      },
    };
  }
  if (!found) {
    await writeTransaction(handle, (trx) => consume(trx, VERIFY_MISS_RULE, address));
    return { ok: false, reason: 'not_found' };
  }
  const snapshot = JSON.parse(found.snapshot) as DocumentSnapshot;
  const credit = found.credit && (JSON.parse(found.credit.snapshot) as DocumentSnapshot);
  return {
    ok: true,
    document: {
      kind: snapshot.kind,
      title: documentTitles[snapshot.kind],
      number: snapshot.number,
      issuedOn: snapshot.issuedOn,
      company: { legalName: snapshot.seller.legalName, gstin: snapshot.seller.gstin },
      amountPaise: amountOf(snapshot),
      cites: snapshot.kind === 'credit-note' ? snapshot.cites.number : null,
      cancelledBy: credit ? { number: credit.number, issuedOn: credit.issuedOn } : null,
    },
  };
}
