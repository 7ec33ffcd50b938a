import type { FieldErrors } from '@/lib/schemas/errors';

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

/** The named text fields of a submitted form; anything else is ignored. */
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
