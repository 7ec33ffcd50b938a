import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TrackKind } from '@/content/track';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import {
  trackLookupSchema,
  type TrackablePrefix,
  type TrackContact,
  type TrackField,
} from '@/lib/schemas/track';
import { getDb } from '@/server/db';
import { findTrackedLead, type TrackedLeadRow } from '@/server/db/repositories/track';
import type { LeadStatus } from '@/server/db/schema';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, type RateRule } from '@/server/rate-limit';
import { timelineOf } from './timeline';

/** Look-ups per client address: enough for a customer, far too few to guess references. */
export const TRACK_RATE_RULE: RateRule = { bucket: 'track', limit: 20, windowMs: 10 * 60_000 };

const KIND_OF = { BK: 'booking', QT: 'quote', CT: 'contact' } as const satisfies Record<
  TrackablePrefix,
  TrackKind
>;

/** The answer of GET /api/track: what was asked and where it stands, nothing personal. */
export interface TrackedRequest {
  reference: string;
  kind: TrackKind;
  status: LeadStatus;
  createdAt: string;
  timeline: { status: LeadStatus; at: string }[];
  service?: string;
  moveDate?: string;
  origin?: string;
  destination?: string;
  moveType?: string;
  estimate?: unknown;
}

export type TrackResult =
  | { ok: true; request: TrackedRequest }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<TrackField> }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

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

  const prefix = reference.slice(0, 2) as TrackablePrefix;
  const row = await findTrackedLead(handle.db, prefix, reference);
  if (!contactMatches(row, contact)) return { ok: false, reason: 'not_found' };
  const lead = row as TrackedLeadRow;
  const timeline = await timelineOf(handle.db, KIND_OF[prefix], lead);
  return { ok: true, request: answerOf(KIND_OF[prefix], lead, timeline) };
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
  return {
    reference: lead.reference,
    kind,
    status: lead.status,
    createdAt: lead.createdAt,
    timeline,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}
