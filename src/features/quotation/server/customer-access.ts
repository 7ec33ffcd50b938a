import 'server-only';
import type { AnyLeadRow } from '@/features/leads';
import { type FieldErrors } from '@/lib/schemas/errors';
import { getDb, type DbHandle } from '@/server/db';
import { sessionOf } from '@/features/people/server';
import { findLead } from '@/features/leads/server';
import {
  findQuotationByToken,
  findVersion,
  type StoredQuotation,
  type StoredVersion,
} from '@/features/quotation/server/data/quotations';
import { markOpened } from '@/features/quotation/server/data/quotation-events';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, peek, type RateRule } from '@/server/rate-limit';
import { TOKEN_SHAPE } from './token';

/** Reads of a quotation (page and API) per client address. */
export const QUOTATION_READ_RULE: RateRule = {
  bucket: 'quotation',
  limit: 60,
  windowMs: 10 * 60_000,
};
/** Accept, change and paid per client address. */
export const QUOTATION_WRITE_RULE: RateRule = {
  bucket: 'quotation-write',
  limit: 20,
  windowMs: 10 * 60_000,
};
/**
 * Unknown tokens per client address: past this, every quotation call from that address is
 * refused for the window, so guessing 144-bit tokens is hopeless even before the odds.
 */
export const QUOTATION_MISS_RULE: RateRule = {
  bucket: 'quotation-miss',
  limit: 10,
  windowMs: 60 * 60_000,
};

export type Refusal =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export type Found = {
  ok: true;
  handle: DbHandle;
  quotation: StoredQuotation;
  latest: StoredVersion;
  lead: AnyLeadRow;
};

/** The quotation a token names, after the address's limits; unknown tokens count as misses. */
export async function findByToken(
  token: string,
  address: string,
  rule: RateRule,
): Promise<Found | Refusal> {
  const handle = await getDb();
  const limited = await writeTransaction(handle, async (trx) => {
    const misses = await peek(trx, QUOTATION_MISS_RULE, address);
    if (!misses.allowed) return misses;
    return consume(trx, rule, address);
  });
  if (!limited.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds };
  const quotation = TOKEN_SHAPE.test(token)
    ? await findQuotationByToken(handle.db, token)
    : undefined;
  const latest = quotation && (await findVersion(handle.db, quotation.id, quotation.latestVersion));
  const lead = quotation && (await findLead(handle.db, quotation.leadKind, quotation.leadId));
  if (!quotation || !latest || !lead) {
    await writeTransaction(handle, (trx) => consume(trx, QUOTATION_MISS_RULE, address));
    return { ok: false, reason: 'not_found' };
  }
  return { ok: true, handle, quotation, latest, lead };
}

/**
 * The customer sees the latest version: its first opening is recorded, which freezes it (a
 * staff save then makes the next version), and it is read again after, so what is shown is
 * what was frozen even if a staff save changed the draft just before.
 */
export async function openedByCustomer(found: Found, sessionToken?: string): Promise<Found> {
  if (found.latest.openedAt || (await sessionOf(found.handle.db, sessionToken))) return found;
  const marked = await writeTransaction(found.handle, (trx) =>
    markOpened(trx, found.quotation.id, found.latest.version),
  );
  if (!marked) return found;
  const latest = await findVersion(found.handle.db, found.quotation.id, found.latest.version);
  return latest ? { ...found, latest } : found;
}

export type Invalid<Field extends string> = {
  ok: false;
  reason: 'validation';
  fieldErrors: FieldErrors<Field>;
};

export const CLOSED = ['done', 'cancelled'];
