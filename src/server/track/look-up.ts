import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TrackKind } from '@/lib/lead-kinds';
import { parseEstimateSnapshot } from '@/lib/estimate/snapshot';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { trackKindOf, trackLookupSchema, type TrackContact } from '@/lib/schemas/track';
import { getDb } from '@/server/db';
import { findTrackedLead, type TrackedLeadRow } from '@/server/db/repositories/track';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, type RateRule } from '@/server/rate-limit';
import type { TrackedRequest, TrackResult } from '@/lib/track/types';
import { timelineOf } from './timeline';

/** Look-ups per client address: enough for a customer, far too few to guess references. */
export const TRACK_RATE_RULE: RateRule = { bucket: 'track', limit: 20, windowMs: 10 * 60_000 };

/**
 * A customer's look-up. An unknown reference and a wrong phone/email end alike and cost the
 * same: both read the one row the reference names (or none) and compare digests of fixed
 * length in constant time, so neither the answer nor its timing tells which it was.
 */
export async function lookUpRequest(
  input: unknown,
  context: { clientAddress: string },
): Promise<TrackResult> {
  const parsed = trackLookupSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const { reference, contact } = parsed.data;

  const handle = await getDb();
  const decision = await writeTransaction(handle, (trx) =>
    consume(trx, TRACK_RATE_RULE, context.clientAddress),
  );
  if (!decision.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds };

  // The schema let through only references of a kind that can be tracked.
  const kind = trackKindOf(reference) as TrackKind;
  const row = await findTrackedLead(handle.db, kind, reference);
  if (!contactMatches(row, contact)) return { ok: false, reason: 'not_found' };
  const lead = row as TrackedLeadRow;
  const timeline = await timelineOf(handle.db, kind, lead);
  return { ok: true, request: answerOf(kind, lead, timeline) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
// Compared against when no row was found, so that path does the same work.
const NO_ROW = digest('no such request');

function contactMatches(row: TrackedLeadRow | undefined, contact: TrackContact): boolean {
  const stored =
    contact.kind === 'email' ? row?.email.trim().toLowerCase() : (row?.phone ?? undefined);
  const given = digest(contact.value);
  const equal = timingSafeEqual(stored === undefined ? NO_ROW : digest(stored), given);
  return row !== undefined && stored !== undefined && equal;
}

function answerOf(
  kind: TrackKind,
  lead: TrackedLeadRow,
  timeline: TrackedRequest['timeline'],
): TrackedRequest {
  const optional = {
    service: lead.service,
    moveDate: lead.moveDate,
    origin: lead.origin,
    destination: lead.destination,
    moveType: lead.moveType,
  };
  const snapshot = parseEstimateSnapshot(lead.estimate);
  return {
    reference: lead.reference,
    kind,
    status: lead.status,
    createdAt: lead.createdAt,
    timeline,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    ...(snapshot && {
      estimate: {
        total: snapshot.total,
        low: snapshot.low,
        high: snapshot.high,
        validUntil: snapshot.validUntil,
      },
    }),
  };
}
