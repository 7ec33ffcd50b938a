import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';

export interface LeadSummary {
  id: string;
  reference: string;
  createdAt: string;
}

export type CreateLeadResult<Field extends string> =
  | { ok: true; lead: LeadSummary; replayed: boolean }
  | { ok: false; fieldErrors: FieldErrors<Field> };

export function validateLead<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; fieldErrors: FieldErrors<never> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
