'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { leadPageTexts } from '@/content/admin';
import { paymentTexts } from '@/content/payments';
import { leadPageHref } from '@/lib/admin/dashboard-query';
import { formatPaise } from '@/lib/format-inr';
import type { StaffFormState } from '@/lib/forms/staff-forms';
import { rupeesToPaise } from '@/lib/quotation/rupees';
import { leadIdSchema, staffTypeSchema } from '@/lib/schemas/admin';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { paymentSchema } from '@/lib/schemas/payment';
import { ForbiddenError, NotSignedInError } from '@/server/admin/guard';
import { adminRecordPayment } from '@/server/admin/payments';
import { signedInStaff } from '@/server/admin/signed-in';
import { asForm } from '@/server/http/as-form';

const FIELDS = ['kind', 'amount', 'mode', 'reference', 'receivedOn', 'reason'] as const;

/**
 * The lead page's "Record a payment", with or without JavaScript: the amount is typed in
 * rupees and read into paise as text (no floating point), then checked by the API's schema;
 * a refusal comes back with every value as typed and the message on its field.
 */
export async function recordPaymentAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<(typeof FIELDS)[number], string>;
  try {
    const member = await signedInStaff();
    const kind = staffTypeSchema.safeParse(form.get('type'));
    const id = leadIdSchema.safeParse(form.get('id'));
    if (!kind.success || !id.success) return { error: leadPageTexts.missing };
    const parsed = paymentSchema.safeParse({
      ...values,
      amountPaise: rupeesToPaise(values.amount) ?? null,
    });
    // The form's field is `amount`; the schema's `amountPaise`.
    const refused = (fields: Record<string, string>): StaffFormState => {
      const { amountPaise, ...rest } = fields;
      const fieldErrors = amountPaise ? { ...rest, amount: amountPaise } : rest;
      return { error: Object.values(fieldErrors)[0], fieldErrors, values };
    };
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error) as Record<string, string>);
    const recorded = await adminRecordPayment(member, kind.data, id.data, parsed.data);
    if (!recorded.ok)
      return recorded.reason === 'not_found'
        ? { error: paymentTexts.errors.noPayments, values }
        : refused(recorded.fields as Record<string, string>);
    revalidatePath(leadPageHref(kind.data, id.data));
    return {
      ok: true,
      message: paymentTexts.recorded(formatPaise(Math.abs(recorded.payment.amountPaise))),
    };
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError)
      return { error: paymentTexts.errors.refundForbidden, values };
    console.error('[admin] a payment could not be recorded:', error);
    return { error: leadPageTexts.failed, values };
  }
}
