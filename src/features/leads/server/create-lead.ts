import 'server-only';
import type { Kysely } from 'kysely';
import { env } from '@/env';
import { type LeadKind } from '@/features/leads/lead-types';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { leadSourceSchema } from '@/features/leads/schemas/lead-source';
import { leadLanguageSchema } from '@/features/leads/schemas/lead-language';
import { CUSTOMER_ACTOR } from '@/features/survey';
import { inventorySchema } from '@/features/survey/schema';
import { getDb } from '@/server/db';
import { saveInventory } from '@/features/survey/server';
import {
  findLeadByKey,
  insertLead,
  insertLeadColumns,
  type StoredRow,
  type StoreOutcome,
} from '@/features/leads/server/data/leads';
import { type FormColumns } from '@/features/leads/server/data/lead-columns';
import { insertLeadSource } from '@/features/leads/server/data/lead-sources';
import type { Database } from '@/server/db/schema';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { consume, type RateRule } from '@/server/rate-limit';
import {
  bodyDigest,
  decoy,
  honeypotFilled,
  LEAD_SCHEMAS,
  replayOf,
  splitLanguage,
  splitSource,
  summaryOf,
  takeSurvey,
  type LeadSummary,
  type SubmissionField,
} from './lead-submission';
import { queueLeadEmails } from './lead-emails';

/**
 * The lead core: every lead, from a page's form or the JSON API, is made here. It validates
 * the submission against its kind's schema, answers a retried Idempotency-Key, counts the
 * rate limit, inserts the row and queues its emails, all in one transaction.
 */

/**
 * What creating a lead ends in. `outcome` tells a new lead (created) from a retried
 * Idempotency-Key (replayed); a newsletter address that was already there is told as created.
 */
type CreateLeadResult<Field extends string> =
  | {
      ok: true;
      lead: LeadSummary;
      outcome: Exclude<StoreOutcome, 'existing'>;
      /** For a lead stored now: whether the customer's confirmation was queued. */
      confirmed?: boolean;
    }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<Field> }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'idempotency_mismatch' };

/** Who is asking, and the retry key they sent; both come from the HTTP request. */
interface LeadRequestContext {
  clientAddress: string;
  idempotencyKey?: string;
}

/** LEAD_RATE_LIMIT (default 10 per 600 s), counted per client address and per form kind. */
export function leadRateRule(kind: LeadKind): RateRule {
  const { limit, windowMs } = env().LEAD_RATE_LIMIT;
  return { bucket: `lead:${kind}`, limit, windowMs };
}

/** Carries an answer out of a transaction that must not commit. */
class Rollback<Field extends string> extends Error {
  constructor(readonly result: CreateLeadResult<Field>) {
    super('rollback');
  }
}

/**
 * In order: the honeypot (filled: answered like a success, nothing stored), validation, an
 * Idempotency-Key replay (free), then the rate limit, the insert (with the key and the body's
 * digest) and the lead's emails in one transaction (group-committed with other writes of the
 * same moment on SQLite: see writeTransaction), so a failed insert takes its count back with
 * it and the emails exist exactly when the lead does.
 */
export async function createLead<K extends LeadKind>(
  kind: K,
  input: unknown,
  context: LeadRequestContext,
): Promise<CreateLeadResult<SubmissionField<K>>> {
  type Field = SubmissionField<K>;
  if (honeypotFilled(input)) {
    console.warn(`[leads] honeypot: a ${kind} was filled in by a bot, answered and dropped`);
    return { ok: true, outcome: 'created', lead: decoy(kind) };
  }
  const { rest: withoutSource, source: sentSource, sourceKey } = splitSource(kind, input);
  const { rest: withoutLanguage, language: sentLanguage } = splitLanguage(withoutSource);
  const sent = takeSurvey(kind, withoutLanguage);
  const parsed = LEAD_SCHEMAS[kind].safeParse(sent.rest);
  const surveyParsed =
    sent.survey === undefined ? undefined : inventorySchema.safeParse(sent.survey);
  const source = leadSourceSchema.optional().safeParse(sentSource ?? undefined);
  const language = leadLanguageSchema.safeParse(sentLanguage);
  if (!parsed.success || surveyParsed?.success === false || !source.success || !language.success) {
    const fieldErrors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      // The list's first fault, under the one field the caller sent it as.
      ...(surveyParsed?.success === false
        ? { inventory: surveyParsed.error.issues[0]?.message }
        : {}),
      ...(source.success ? {} : { [sourceKey]: source.error.issues[0]?.message ?? '' }),
      ...(language.success ? {} : { language: language.error.issues[0]?.message ?? '' }),
    } as FieldErrors<Field>;
    return { ok: false, reason: 'validation', fieldErrors };
  }
  const data = parsed.data;
  const survey = surveyParsed?.data.rooms.length ? surveyParsed.data.rooms : undefined;

  const handle = await getDb();
  const key = context.idempotencyKey;
  // English is left out of the digest, so a retry of a request stored before leads kept their
  // language still matches its first body.
  const digested = {
    ...data,
    inventory: survey,
    language: language.data === 'en' ? undefined : language.data,
  };
  const idempotency = key === undefined ? undefined : { key, digest: bodyDigest(digested) };
  if (idempotency) {
    const first = await findLeadByKey(handle.db, kind, idempotency.key);
    if (first) return replayOf(first, idempotency.digest);
  }
  const rule = leadRateRule(kind);
  let confirmed: boolean | undefined;
  try {
    const stored = await writeTransaction(handle, async (trx) => {
      const decision = await consume(trx, rule, context.clientAddress);
      if (!decision.allowed) {
        const { retryAfterSeconds } = decision;
        throw new Rollback<Field>({ ok: false, reason: 'rate_limited', retryAfterSeconds });
      }
      const result = await insertLead(trx, kind, data, idempotency, language.data);
      // A retry that overtook its first request past the lookup above does not use up the limit.
      if (result.outcome === 'replayed') {
        throw new Rollback<Field>(replayOf(result.lead, idempotency?.digest));
      }
      if (result.outcome === 'created') {
        if (source.data) await insertLeadSource(trx, { kind, ...result.lead }, source.data);
        if (survey)
          await saveInventory(trx, handle.engine, {
            leadKind: kind,
            leadId: result.lead.id,
            rooms: survey,
            actor: CUSTOMER_ACTOR,
            actorName: null,
            at: result.lead.createdAt,
          });
        confirmed = await queueLeadEmails(trx, kind, result.lead, { survey });
      }
      return result;
    });
    if (stored.outcome === 'created') wakeMailSender();
    // A newsletter address already on the list is answered exactly like a new one, with a
    // reference and date that belong to no row: otherwise anyone could learn who subscribed,
    // and when, by signing them up again.
    if (stored.outcome === 'existing') return { ok: true, outcome: 'created', lead: decoy(kind) };
    return { ok: true, outcome: stored.outcome, lead: summaryOf(stored.lead), confirmed };
  } catch (error) {
    if (error instanceof Rollback) return error.result as CreateLeadResult<Field>;
    throw error;
  }
}

/** What a lead entered by staff needs besides its columns (server/admin/add-lead.ts). */
interface ByHandOptions<K extends LeadKind> {
  /** The staff member who entered it: its history starts with them. */
  actorId: string;
  /** The validated body, for the Idempotency-Key's digest. */
  body: unknown;
  idempotencyKey?: string;
  /** Email the customer their confirmation (they gave an address and staff ticked it). */
  confirm: boolean;
  /** Writes that belong with the lead, in its transaction (its audit entry, a note). */
  alongside(trx: Kysely<Database>, lead: StoredRow<K>): Promise<void>;
}

type ByHandResult =
  | { ok: true; lead: LeadSummary; outcome: 'created' | 'replayed'; confirmed?: boolean }
  | { ok: false; reason: 'idempotency_mismatch' };

/**
 * A lead staff entered by hand (a call, a WhatsApp message, a visit): the same reference,
 * insert, history and emails as a form's lead, in one transaction, and the same answer to a
 * retried Idempotency-Key. No honeypot and no per-address rate limit: a signed-in member
 * entering a day's calls from the office is not a bot. The customer is emailed only when
 * staff asked for it.
 */
export async function createLeadByHand<K extends LeadKind>(
  kind: K,
  columns: FormColumns<K>,
  options: ByHandOptions<K>,
): Promise<ByHandResult> {
  const handle = await getDb();
  const key = options.idempotencyKey;
  const idempotency = key === undefined ? undefined : { key, digest: bodyDigest(options.body) };
  if (idempotency) {
    const first = await findLeadByKey(handle.db, kind, idempotency.key);
    if (first) return replayOf(first, idempotency.digest);
  }
  let confirmed: boolean | undefined;
  const stored = await writeTransaction(handle, async (trx) => {
    const result = await insertLeadColumns(trx, kind, columns, idempotency, options.actorId);
    if (result.outcome !== 'created') return result;
    confirmed = await queueLeadEmails(trx, kind, result.lead, { confirm: options.confirm });
    await options.alongside(trx, result.lead);
    return result;
  });
  if (stored.outcome === 'created') {
    wakeMailSender();
    return { ok: true, outcome: 'created', lead: summaryOf(stored.lead), confirmed };
  }
  return replayOf(stored.lead, idempotency?.digest);
}
