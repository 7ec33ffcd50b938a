import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { bookingSchema, type BookingInput } from '@/features/leads/schemas/booking';
import { contactSchema, type ContactInput } from '@/features/leads/schemas/contact';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { newsletterSchema, type NewsletterInput } from '@/features/leads/schemas/newsletter';
import { quoteRequestSchema } from '@/features/leads/schemas/quote-request';
import { newReference } from '@/server/db/reference';
import { type SubmissionOf } from '@/features/leads/server/data/lead-columns';

/** What a kind's form sends (its schema's input). */
export interface InputOf {
  booking: BookingInput;
  quote: z.input<typeof quoteRequestSchema>;
  contact: ContactInput;
  subscriber: NewsletterInput;
}

/** The schema a submission of each kind must pass. */
export const LEAD_SCHEMAS: { [K in LeadKind]: z.ZodType<SubmissionOf[K], InputOf[K]> } = {
  booking: bookingSchema,
  quote: quoteRequestSchema,
  contact: contactSchema,
  subscriber: newsletterSchema,
};

// Every key of every member of a union (a quote request is one of two forms).
export type KeysOf<T> = T extends unknown ? keyof T : never;
/**
 * The fields a kind's submission may be told off about (its schema's input keys, where the lead
 * came from, and the customer's language).
 */
export type SubmissionField<K extends LeadKind> =
  Extract<KeysOf<InputOf[K]>, string> | SourceKey | 'language';

export interface LeadSummary {
  id: string;
  reference: string;
  createdAt: string;
}

const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/** 1–200 letters, digits, dots, colons, hyphens or underscores (README, API). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/**
 * The customer's list of things a booking or quote request may carry on the JSON API
 * (`inventory` as `{rooms}`, design.md), taken out of the body to be judged apart: no form
 * sends it, and the forms' schemas also run in the browser, where the catalogue it is checked
 * against would be dead weight on every form page. A quote request's `inventory` as text is the
 * quotation form's own field and stays; on a booking anything under that name is a survey.
 */
export function takeSurvey(kind: LeadKind, input: unknown): { rest: unknown; survey?: unknown } {
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
export function replayOf(
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
export function bodyDigest(data: unknown): string {
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
export type SourceKey = 'source' | 'attribution';

/**
 * Takes where the lead came from out of a submission: `attribution`, or `source` when it is an
 * object (a quote request's `source` is the string naming its form and stays with the fields).
 */
export function splitSource(
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

/**
 * Takes the customer's language out of a submission, to be judged apart (leadLanguageSchema):
 * every kind carries it the same way, and the forms' own schemas, which also run in the
 * browser, need not know it. An empty form field counts as absent.
 */
export function splitLanguage(input: unknown): { rest: unknown; language: unknown } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { rest: input, language: undefined };
  }
  const { language, ...rest } = input as Record<string, unknown>;
  return { rest, language: language === '' || language === null ? undefined : language };
}

export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** What a bot is told: a plausible lead that was never stored. */
export function decoy(kind: LeadKind): LeadSummary {
  return {
    id: randomUUID(),
    reference: newReference(LEAD_KINDS[kind].referencePrefix),
    createdAt: new Date().toISOString(),
  };
}

export function summaryOf(lead: LeadSummary): LeadSummary {
  return { id: lead.id, reference: lead.reference, createdAt: lead.createdAt };
}
