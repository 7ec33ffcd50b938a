import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TrackKind } from '@/features/leads';
import { parseEstimateSnapshot } from '@/features/estimate';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { trackKindOf, trackLookupSchema, type TrackContact } from '@/features/tracking/schema';
import { CUSTOMER_ACTOR, inventoryViewOf } from '@/features/survey';
import { inventorySchema } from '@/features/survey/schema';
import { getDb, type DbHandle } from '@/server/db';
import { findInventory, saveInventory, type StoredInventory } from '@/features/survey/server';
import { findTrackedLead, type TrackedLeadRow } from '@/features/tracking/server/data/track';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume, type RateRule } from '@/server/rate-limit';
import type { CustomerInventory, TrackedRequest, TrackResult } from '@/features/tracking/types';
import { timelineOf } from './timeline';
import { trackedQuotation } from '@/features/quotation/server';
import { paymentsOf } from '@/features/payments/server';
import { customerClaims } from '@/features/claims/server';
import { trackedMoveDay } from '@/features/move-day/server';
import { listDocuments } from '@/features/documents/server';
import { documentTitles } from '@/features/documents/content';

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
  const found = await findOwnRequest(input, context);
  if (!found.ok) return found;
  const { handle, kind, lead } = found;
  const [timeline, inventory, quotation, money, claims, moveDay, papers] = await Promise.all([
    timelineOf(handle.db, kind, lead),
    findInventory(handle.db, kind, lead.id),
    trackedQuotation(handle.db, kind, lead.id),
    paymentsOf(handle.db, kind, lead.id),
    customerClaims(handle.db, kind, lead.id),
    kind === 'booking' ? trackedMoveDay(handle.db, lead.id) : undefined,
    listDocuments(handle.db, kind, lead.id),
  ]);
  // Without a quotation its link cannot carry the papers: /api/track/documents does.
  const documents = quotation
    ? []
    : papers.map((row) => ({ id: row.id, title: documentTitles[row.kind], number: row.number }));
  const { items, ...payments } = money;
  const owes = payments.totalPaise !== null || items.length > 0;
  return {
    ok: true,
    request: {
      ...answerOf(kind, lead, timeline, inventory),
      ...(quotation && { quotation }),
      ...(documents.length > 0 && { documents }),
      ...(owes && { payments }),
      ...(claims.length > 0 && { claims }),
      ...moveDay,
    },
  };
}

type OwnRequest =
  | { ok: true; handle: DbHandle; kind: TrackKind; lead: TrackedLeadRow }
  | Exclude<TrackResult, { ok: true }>;

/**
 * The request a reference and its phone/email name, after the look-up's rate limit (or
 * `rule`'s): what /track, a customer's change to their survey and their photos start with.
 */
export async function findOwnRequest(
  input: unknown,
  context: { clientAddress: string },
  rule: RateRule = TRACK_RATE_RULE,
): Promise<OwnRequest> {
  const parsed = trackLookupSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const { reference, contact } = parsed.data;

  const handle = await getDb();
  const decision = await writeTransaction(handle, (trx) =>
    consume(trx, rule, context.clientAddress),
  );
  if (!decision.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds };

  // The schema let through only references of a kind that can be tracked.
  const kind = trackKindOf(reference) as TrackKind;
  const row = await findTrackedLead(handle.db, kind, reference);
  if (!contactMatches(row, contact)) return { ok: false, reason: 'not_found' };
  return { ok: true, handle, kind, lead: row as TrackedLeadRow };
}

const ownInventorySchema = trackLookupSchema.extend(inventorySchema.shape);

export type OwnInventoryResult =
  | { ok: true; inventory: CustomerInventory }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<'reference' | 'contact' | 'rooms'> }
  | Exclude<TrackResult, { ok: true } | { reason: 'validation' }>
  | { ok: false; reason: 'closed' };

/**
 * The customer's own list of things, from /track: `{reference, contact, rooms}`. The same
 * checks and rate limit as a look-up, and the inventory's schema; a move that is done or
 * cancelled is no longer theirs to change. Nothing is stored unless all of it passes.
 */
export async function saveOwnInventory(
  input: unknown,
  context: { clientAddress: string },
): Promise<OwnInventoryResult> {
  const parsed = ownInventorySchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const found = await findOwnRequest(input, context);
  if (!found.ok) return found;
  const { handle, kind, lead } = found;
  if (lead.status === 'done' || lead.status === 'cancelled') return { ok: false, reason: 'closed' };
  const { stored } = await writeTransaction(handle, (trx) =>
    saveInventory(trx, handle.engine, {
      leadKind: kind,
      leadId: lead.id,
      rooms: parsed.data.rooms,
      actor: CUSTOMER_ACTOR,
      actorName: null,
    }),
  );
  return { ok: true, inventory: customerView(stored) };
}

// The customer sees that our team changed their list, never who.
const customerView = (stored: StoredInventory | undefined): CustomerInventory => ({
  ...inventoryViewOf(stored, null),
  updatedBy: stored ? (stored.updatedBy === CUSTOMER_ACTOR ? CUSTOMER_ACTOR : 'staff') : null,
});

const digest = (text: string) => createHash('sha256').update(text).digest();
// Compared against when no row was found, so that path does the same work.
const NO_ROW = digest('no such request');

function contactMatches(row: TrackedLeadRow | undefined, contact: TrackContact): boolean {
  const stored =
    contact.kind === 'email' ? row?.email?.trim().toLowerCase() : (row?.phone ?? undefined);
  const given = digest(contact.value);
  const equal = timingSafeEqual(stored === undefined ? NO_ROW : digest(stored), given);
  return row !== undefined && stored !== undefined && equal;
}

function answerOf(
  kind: TrackKind,
  lead: TrackedLeadRow,
  timeline: TrackedRequest['timeline'],
  inventory: StoredInventory | undefined,
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
    language: lead.language,
    timeline,
    ...(inventory && { inventory: customerView(inventory) }),
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
