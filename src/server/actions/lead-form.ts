import 'server-only';
import { headers } from 'next/headers';
import { carriedEstimateTexts } from '@/content/estimate';
import { formMessages } from '@/content/forms';
import { estimateValidUntil } from '@/lib/estimate/estimate-query';
import { valuesFrom, type FormState } from '@/lib/forms/state';
import type { FieldErrors } from '@/lib/schemas/errors';
import { LEAD_KINDS, type LeadKind } from '@/lib/lead-kinds';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { clientAddress } from '@/server/http/client-address';
import { isIdempotencyKey } from '@/server/leads/idempotency-key';
import { createLeadOf } from '@/server/leads/lead-specs';
import { customerEmailsEnabled } from '@/server/mail/customer-email';
import { asForm } from '@/server/http/as-form';

interface LeadForm<Field extends string> {
  kind: LeadKind;
  fields: readonly Field[];
  /** Values the form fixes rather than asks for (a quote request's source). */
  fixed?: Record<string, string>;
  /**
   * Hidden fields passed on when the form sends them (the `estimate` a visitor brought from
   * /estimate). They are not the visitor's to edit, so they are not among the values.
   */
  carried?: readonly string[];
  /** The alert when the store fails. */
  failed: string;
  /** The alert for field errors; "please correct the highlighted fields" unless given. */
  fixFields?(fieldErrors: FieldErrors<Field>): string;
}

/**
 * The body of every lead form's server action, with or without JavaScript: the typed values
 * always come back, so nothing the visitor wrote is lost, whatever the outcome.
 */
export async function submitLeadForm<Field extends string>(
  formData: FormData,
  form: LeadForm<Field>,
): Promise<FormState<Field>> {
  formData = asForm(formData);
  const values = valuesFrom(formData, form.fields);
  const key = formData.get('idempotencyKey');
  const carried = Object.fromEntries(
    (form.carried ?? []).flatMap((name) => {
      const value = formData.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const input = {
    ...values,
    ...carried,
    ...form.fixed,
    [HONEYPOT_FIELD]: formData.get(HONEYPOT_FIELD),
  };
  try {
    const result = await createLeadOf(form.kind, input, {
      clientAddress: clientAddress(await headers()),
      idempotencyKey: isIdempotencyKey(key) ? key : undefined,
    });
    if (result.ok) {
      return {
        ok: true,
        values,
        fieldErrors: {},
        reference: result.lead.reference,
        emailed: customerEmailsEnabled(),
        // The same day the stored snapshot holds until: both are taken during this request.
        ...(carried.estimate ? { estimateValidUntil: estimateValidUntil() } : {}),
      };
    }
    if (result.reason === 'idempotency_mismatch') {
      return { ok: false, values, fieldErrors: {}, formError: formMessages.idempotencyMismatch };
    }
    if (result.reason === 'rate_limited') {
      const formError = formMessages.rateLimited(result.retryAfterSeconds);
      return { ok: false, values, fieldErrors: {}, formError };
    }
    const fieldErrors = result.fieldErrors as FieldErrors<Field>;
    // A refused estimate has no field on the form to mark; the alert says what to do.
    const formError =
      'estimate' in result.fieldErrors
        ? carriedEstimateTexts.invalid
        : (form.fixFields?.(fieldErrors) ?? formMessages.fixFields);
    return { ok: false, values, fieldErrors, formError };
  } catch (error) {
    console.error(`[leads] saving a ${LEAD_KINDS[form.kind].labels.one} failed:`, error);
    return { ok: false, values, fieldErrors: {}, formError: form.failed };
  }
}
