import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CustomerEmailPurpose } from '@/features/leads/content/customer-email';
import { site } from '@/content/site';
import { env } from '@/env';
import {
  isTrackKind,
  LEAD_KINDS,
  type LeadKind,
  type TrackKind,
} from '@/features/leads/lead-kinds';
import { bookingSchema, type BookingInput } from '@/features/leads/schemas/booking';
import { contactSchema, type ContactInput } from '@/features/leads/schemas/contact';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { leadSourceSchema } from '@/features/leads/schemas/lead-source';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { newsletterSchema, type NewsletterInput } from '@/features/leads/schemas/newsletter';
import { quoteRequestSchema } from '@/features/leads/schemas/quote-request';
import { siteUrl } from '@/env';
import type { InventoryRoom } from '@/features/survey';
import { CUSTOMER_ACTOR } from '@/features/survey';
import { inventorySchema } from '@/features/survey/schema';
import { getDb } from '@/server/db';
import { saveInventory } from '@/features/survey/server';
import { newReference } from '@/server/db/reference';
import {
  findLeadByKey,
  insertLead,
  insertLeadColumns,
  type FormColumns,
  type StoredRow,
  type StoreOutcome,
  type SubmissionOf,
} from '@/features/leads/server/data/leads';
import { insertLeadSource } from '@/features/leads/server/data/lead-sources';
import { customerEmailKey, leadNotifyKey } from '@/server/db/stores/outbox';
import type { Database } from '@/server/db/schema';
import { writeTransaction } from '@/server/db/write-transaction';
import { composeCustomerEmail, type CustomerLead } from '@/features/leads/server/customer-email';
import { composeLeadEmail } from '@/features/leads/server/lead-email';
import { wakeMailSender } from '@/server/mail/outbox';
import { keepEmail, mailFrom } from '@/server/mail/queue';
import { consume, type RateRule } from '@/server/rate-limit';

/**
 * The lead core: every lead, from a page's form or the JSON API, is made here. It validates
 * the submission against its kind's schema, answers a retried Idempotency-Key, counts the
 * rate limit, inserts the row and queues its emails, all in one transaction.
 */

/** What a kind's form sends (its schema's input). */
interface InputOf {
  booking: BookingInput;
  quote: z.input<typeof quoteRequestSchema>;
  contact: ContactInput;
  subscriber: NewsletterInput;
}

/** The schema a submission of each kind must pass. */
const LEAD_SCHEMAS: { [K in LeadKind]: z.ZodType<SubmissionOf[K], InputOf[K]> } = {
  booking: bookingSchema,
  quote: quoteRequestSchema,
  contact: contactSchema,
  subscriber: newsletterSchema,
};

// Every key of every member of a union (a quote request is one of two forms).
type KeysOf<T> = T extends unknown ? keyof T : never;
/**
 * The fields a kind's submission may be told off about (its schema's input keys, and where the
 * lead came from).
 */
type SubmissionField<K extends LeadKind> = Extract<KeysOf<InputOf[K]>, string> | SourceKey;

interface LeadSummary {
  id: string;
  reference: string;
  createdAt: string;
}

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

const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/** 1–200 letters, digits, dots, colons, hyphens or underscores (README, API). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/** LEAD_RATE_LIMIT (default 10 per 600 s), counted per client address and per form kind. */
export function leadRateRule(kind: LeadKind): RateRule {
  const { limit, windowMs } = env().LEAD_RATE_LIMIT;
  return { bucket: `lead:${kind}`, limit, windowMs };
}

/**
 * CONFIRMATION_LIMIT (default 3 per day) confirmations to one recipient address, whoever sends
 * the forms: past it the lead is stored and staff are told, only the customer's email is
 * skipped, so nobody can make our mail server flood an address. Counted in the database (the
 * rate_limits table), keyed by a digest of the address without its +tag, so the table holds no
 * address and tags do not multiply the cap.
 */
function confirmationRule(): RateRule {
  const { limit, windowMs } = env().CONFIRMATION_LIMIT;
  return { bucket: 'confirmation:recipient', limit, windowMs };
}

function recipientKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const plain = `${local.replace(/\+.*$/, '')}@${domain}`;
  return createHash('sha256').update(plain).digest('hex');
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
  const sent = takeSurvey(kind, withoutSource);
  const parsed = LEAD_SCHEMAS[kind].safeParse(sent.rest);
  const surveyParsed =
    sent.survey === undefined ? undefined : inventorySchema.safeParse(sent.survey);
  const source = leadSourceSchema.optional().safeParse(sentSource ?? undefined);
  if (!parsed.success || surveyParsed?.success === false || !source.success) {
    const fieldErrors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      // The list's first fault, under the one field the caller sent it as.
      ...(surveyParsed?.success === false
        ? { inventory: surveyParsed.error.issues[0]?.message }
        : {}),
      ...(source.success ? {} : { [sourceKey]: source.error.issues[0]?.message ?? '' }),
    } as FieldErrors<Field>;
    return { ok: false, reason: 'validation', fieldErrors };
  }
  const data = parsed.data;
  const survey = surveyParsed?.data.rooms.length ? surveyParsed.data.rooms : undefined;

  const handle = await getDb();
  const key = context.idempotencyKey;
  const idempotency =
    key === undefined ? undefined : { key, digest: bodyDigest({ ...data, inventory: survey }) };
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
      const result = await insertLead(trx, kind, data, idempotency);
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

/**
 * Called once for each newly stored lead (not for idempotent replays), inside the lead's own
 * transaction (`trx`): it queues the customer's confirmation (not for a
 * newsletter sign-up: that is no request to track; not past the recipient's cap; not for a
 * lead without an email, nor one staff entered without asking for it: `confirm`), then with
 * LEADS_NOTIFY_TO the company's email, in the outbox. The sender delivers them after the
 * commit; without SMTP_URL both are kept unsent for the owner's Outbox. True when the customer's
 * confirmation will be sent.
 */
export async function queueLeadEmails<K extends LeadKind>(
  trx: Kysely<Database>,
  kind: K,
  lead: StoredRow<K>,
  { confirm = true, survey }: { confirm?: boolean; survey?: readonly InventoryRoom[] } = {},
): Promise<boolean> {
  const { LEADS_NOTIFY_TO } = env();
  let confirmed = false;
  if (confirm && isTrackKind(kind) && lead.email) {
    const cap = await consume(trx, confirmationRule(), recipientKey(lead.email));
    if (cap.allowed) confirmed = await queueCustomerEmail(trx, 'received', kind, lead);
    else
      console.warn(`[leads] ${lead.reference}: recipient's daily confirmations used up, none sent`);
  }
  if (!LEADS_NOTIFY_TO) return confirmed;
  const message = composeLeadEmail(kind, lead, {
    from: mailFrom(LEADS_NOTIFY_TO),
    to: LEADS_NOTIFY_TO,
    siteUrl: siteUrl(),
    survey,
  });
  await keepEmail(trx, message, {
    label: `the email for ${lead.reference}`,
    dedupeKey: leadNotifyKey(lead.id),
  });
  return confirmed;
}

/**
 * Queues an email to the customer in the caller's transaction (the lead's insert or its
 * status change); without SMTP_URL it is kept unsent, for the Outbox. A second one of the same purpose
 * for the same lead is not queued: a booking set to booked twice is confirmed once.
 * True when a new email will be sent.
 */
export async function queueCustomerEmail(
  trx: Kysely<Database>,
  purpose: CustomerEmailPurpose,
  kind: TrackKind,
  lead: CustomerLead & { id: string },
  extra: { reviewUrl?: string } = {},
): Promise<boolean> {
  const message = composeCustomerEmail(purpose, kind, lead, {
    from: mailFrom(env().LEADS_NOTIFY_TO ?? site.email),
    siteUrl: siteUrl(),
    reviewUrl: extra.reviewUrl,
  });
  if (!message) return false;
  const kept = await keepEmail(trx, message, {
    label: `the ${purpose} email to the customer of ${lead.reference}`,
    dedupeKey: customerEmailKey(purpose, lead.id),
  });
  return kept.sending;
}

/**
 * The customer's list of things a booking or quote request may carry on the JSON API
 * (`inventory` as `{rooms}`, design.md), taken out of the body to be judged apart: no form
 * sends it, and the forms' schemas also run in the browser, where the catalogue it is checked
 * against would be dead weight on every form page. A quote request's `inventory` as text is the
 * quotation form's own field and stays; on a booking anything under that name is a survey.
 */
function takeSurvey(kind: LeadKind, input: unknown): { rest: unknown; survey?: unknown } {
  if (kind !== 'booking' && kind !== 'quote') return { rest: input };
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { rest: input };
  const { inventory, ...rest } = input as Record<string, unknown>;
  if (inventory === undefined || inventory === null) return { rest };
  if (kind === 'quote' && typeof inventory !== 'object') return { rest: input };
  return { rest, survey: inventory };
}

/**
 * A lead stored earlier under the same Idempotency-Key: replayed when this request carries the
 * same body, refused when it carries another (a key is not a way to read someone's lead).
 * Leads stored before digests were kept replay as before.
 */
function replayOf(
  first: LeadSummary & { idempotencyDigest: string | null },
  digest: string | undefined,
):
  | { ok: true; outcome: 'replayed'; lead: LeadSummary }
  | { ok: false; reason: 'idempotency_mismatch' } {
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

/** `source` where a kind's own fields leave the name free; `attribution` on every kind. */
type SourceKey = 'source' | 'attribution';

/**
 * Takes where the lead came from out of a submission: `attribution`, or `source` when it is an
 * object (a quote request's `source` is the string naming its form and stays with the fields).
 */
function splitSource(
  kind: LeadKind,
  input: unknown,
): { rest: unknown; source: unknown; sourceKey: SourceKey } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { rest: input, source: undefined, sourceKey: 'attribution' };
  }
  const { attribution, ...rest } = input as Record<string, unknown>;
  if (attribution !== undefined || kind === 'quote') {
    return { rest, source: attribution, sourceKey: 'attribution' };
  }
  const { source, ...others } = rest;
  return { rest: others, source, sourceKey: 'source' };
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
