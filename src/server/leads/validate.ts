import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import type { StoreOutcome } from '@/server/db/repositories/insert-lead';

export interface LeadSummary {
  id: string;
  reference: string;
  createdAt: string;
}

/**
 * What creating a lead ends in. `outcome` tells a new lead (created) from a retried
 * Idempotency-Key (replayed); a newsletter address that was already there is told as created.
 */
export type CreateLeadResult<Field extends string> =
  | { ok: true; lead: LeadSummary; outcome: Exclude<StoreOutcome, 'existing'> }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<Field> }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'idempotency_mismatch' };

/** Who is asking, and the retry key they sent; both come from the HTTP request. */
export interface LeadRequestContext {
  clientAddress: string;
  idempotencyKey?: string;
}

export function validateLead<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; fieldErrors: FieldErrors<never> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
