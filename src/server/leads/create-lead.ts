import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { LEAD_KINDS, type LeadKind } from '@/lib/lead-kinds';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { getDb } from '@/server/db';
import { newReference } from '@/server/db/reference';
import { findLeadByKey, type StoredLead } from '@/server/db/repositories/insert-lead';
import type { Database } from '@/server/db/schema';
import { writeTransaction } from '@/server/db/write-transaction';
import { consume } from '@/server/rate-limit';
import { wakeMailSender } from '@/server/mail/outbox';
import { queueLeadEmails, type StoredLeadOf } from './after-store';
import { leadRateRule } from './rate-rule';
import {
  validateLead,
  type CreateLeadResult,
  type LeadRequestContext,
  type LeadSummary,
} from './validate';

/**
 * What differs between lead kinds on the server: their schema, and how a valid one is stored.
 * Everything else about a kind (its table, its reference prefix) is its LEAD_KINDS entry.
 */
export interface LeadSpec<Schema extends z.ZodType, Kind extends LeadKind> {
  kind: Kind;
  schema: Schema;
  store(
    db: Kysely<Database>,
    data: z.output<Schema>,
    idempotencyKey?: string,
  ): Promise<StoredLead<StoredLeadOf[Kind]>>;
}

/** Names a spec's schema type from its value (see server/leads/lead-specs.ts). */
export const leadSpec = <Schema extends z.ZodType, Kind extends LeadKind>(
  spec: LeadSpec<Schema, Kind>,
) => spec;

/** Carries an answer out of a transaction that must not commit. */
class Rollback<Field extends string> extends Error {
  constructor(readonly result: CreateLeadResult<Field>) {
    super('rollback');
  }
}

/**
 * The pipeline every lead goes through (createLeadOf in lead-specs.ts picks the kind's spec).
 * In order: the honeypot (filled: answered like a success, nothing stored), validation,
 * an Idempotency-Key replay (free), then the rate limit and the insert in one transaction,
 * (group-committed with other writes of the same moment on SQLite: see writeTransaction),
 * so a failed insert takes its count back with it; the lead's emails join the same transaction.
 */
export async function createLead<
  Schema extends z.ZodType,
  Field extends string,
  Kind extends LeadKind,
>(
  spec: LeadSpec<Schema, Kind>,
  input: unknown,
  context: LeadRequestContext,
): Promise<CreateLeadResult<Field>> {
  if (honeypotFilled(input)) {
    console.warn(`[leads] honeypot: a ${spec.kind} was filled in by a bot, answered and dropped`);
    return { ok: true, outcome: 'created', lead: decoy(spec.kind) };
  }
  const checked = validateLead(spec.schema, input);
  if (!checked.ok) return { ok: false, reason: 'validation', fieldErrors: checked.fieldErrors };

  const handle = await getDb();
  const { db } = handle;
  const key = context.idempotencyKey;
  const table = LEAD_KINDS[spec.kind].table;
  const digest = key === undefined ? undefined : bodyDigest(checked.data);
  if (key !== undefined) {
    const first = await findLeadByKey(db, table, key);
    if (first) return replayOf<Field>(first, digest);
  }
  const rule = leadRateRule(spec.kind);
  try {
    const stored = await writeTransaction(handle, async (trx) => {
      const decision = await consume(trx, rule, context.clientAddress);
      if (!decision.allowed) {
        const { retryAfterSeconds } = decision;
        throw new Rollback<Field>({ ok: false, reason: 'rate_limited', retryAfterSeconds });
      }
      const result = await spec.store(trx, checked.data, key);
      // A retry that overtook its first request past the lookup above does not use up the limit.
      if (result.outcome === 'replayed') throw new Rollback<Field>(replayOf(result.lead, digest));
      if (result.outcome === 'created' && digest !== undefined) {
        await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .updateTable(table)
          .set({ idempotencyDigest: digest })
          .where('id', '=', result.lead.id)
          .execute();
      }
      // The lead's emails are rows of the same transaction: both are stored, or neither.
      if (result.outcome === 'created') await queueLeadEmails(trx, spec.kind, result.lead);
      return result;
    });
    if (stored.outcome === 'created') wakeMailSender();
    // A newsletter address already on the list is answered exactly like a new one, with a
    // reference and date that belong to no row: otherwise anyone could learn who subscribed,
    // and when, by signing them up again.
    if (stored.outcome === 'existing')
      return { ok: true, outcome: 'created', lead: decoy(spec.kind) };
    return { ok: true, outcome: stored.outcome, lead: summaryOf(stored.lead) };
  } catch (error) {
    if (error instanceof Rollback) return error.result as CreateLeadResult<Field>;
    throw error;
  }
}

/**
 * A lead stored earlier under the same Idempotency-Key: replayed when this request carries the
 * same body, refused when it carries another (a key is not a way to read someone's lead).
 * Leads stored before digests were kept replay as before.
 */
function replayOf<Field extends string>(
  first: LeadSummary & { idempotencyDigest?: string | null },
  digest: string | undefined,
): CreateLeadResult<Field> {
  if (first.idempotencyDigest && first.idempotencyDigest !== digest) {
    return { ok: false, reason: 'idempotency_mismatch' };
  }
  return { ok: true, outcome: 'replayed', lead: summaryOf(first) };
}

/**
 * SHA-256 of the validated body with its keys sorted: the same request sent again matches
 * whatever its key order or the spaces and letter case the schema normalises away.
 */
function bodyDigest(data: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([name, entry]) => [name, canonical(entry)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(data)))
    .digest('hex');
}

function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** What a bot is told: a plausible lead that was never stored. */
function decoy(kind: LeadKind): LeadSummary {
  return {
    id: randomUUID(),
    reference: newReference(LEAD_KINDS[kind].referencePrefix),
    createdAt: new Date().toISOString(),
  };
}

function summaryOf(lead: LeadSummary): LeadSummary {
  return { id: lead.id, reference: lead.reference, createdAt: lead.createdAt };
}
