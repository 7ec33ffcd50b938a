import type { FieldErrors } from '@/lib/schemas/errors';
import { FIELD_LIMITS } from '@/lib/schemas/limits';

/** What a form's server action returns; the form renders from it with or without JavaScript. */
export interface FormState<Field extends string> {
  ok: boolean;
  values: Record<Field, string>;
  fieldErrors: FieldErrors<Field>;
  formError?: string;
  reference?: string;
  /** On success: whether the site emails the customer (a mail server is configured). */
  emailed?: boolean;
  /** On success of a lead made at an estimate: the last day (YYYY-MM-DD) its price holds. */
  estimateValidUntil?: string;
}

const LONG_TEXT_FIELDS: readonly string[] = ['message', 'inventory'];

/** The most of a field worth sending back: its limit (longer is refused anyway). */
export function echoLimitOf(field: string): number {
  if (field in FIELD_LIMITS) return FIELD_LIMITS[field as keyof typeof FIELD_LIMITS];
  return LONG_TEXT_FIELDS.includes(field) ? FIELD_LIMITS.longText : FIELD_LIMITS.shortText;
}

/** The named text fields of a submitted form as sent (what the schema judges). */
export function valuesFrom<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * Sent values clipped to their limits, to refill the form: a 30 KiB name must not come back
 * (several times over) in the answer. Only the echo is clipped; the schema sees what was sent
 * and refuses what is too long, so nothing is stored cut short.
 */
export function echoOf<Field extends string>(values: Record<Field, string>): Record<Field, string> {
  const echo = {} as Record<Field, string>;
  for (const field in values) echo[field] = values[field].slice(0, echoLimitOf(field));
  return echo;
}

export function emptyValues<Field extends string>(
  fields: readonly Field[],
  defaults: Partial<Record<Field, string>> = {},
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) values[field] = defaults[field] ?? '';
  return values;
}

export function initialFormState<Field extends string>(
  values: Record<Field, string>,
): FormState<Field> {
  return { ok: false, values, fieldErrors: {} };
}
