'use server';

import { paymentTexts } from '@/features/payments/content';
import { formatPaise } from '@/lib/format-inr';
import type { StaffFormState } from '@/features/leads';
import { rupeesToPaise } from '@/features/quotation';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { paymentSchema } from '@/features/payments/schema';
import { adminRecordPayment } from '@/features/payments/server/staff-payments';
import { asForm } from '@/server/http/as-form';
import { asStaff, formValues, refusedFields } from '@/features/leads/server/actions/staff-lead-form';

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
  const values = formValues(form, FIELDS);
  return asStaff(
    form,
    async (member, lead) => {
      const parsed = paymentSchema.safeParse({
        ...values,
        amountPaise: rupeesToPaise(values.amount) ?? null,
      });
      // The form's field is `amount`; the schema's `amountPaise`.
      const refused = (fields: Record<string, string>) =>
        refusedFields(fields, values, { amountPaise: 'amount' });
      if (!parsed.success) return refused(fieldErrorsOf(parsed.error) as Record<string, string>);
      const recorded = await adminRecordPayment(member, lead.kind, lead.id, parsed.data);
      if (!recorded.ok)
        return recorded.reason === 'not_found'
          ? { error: paymentTexts.errors.noPayments, values }
          : refused(recorded.fields as Record<string, string>);
      return {
        ok: true,
        message: paymentTexts.recorded(formatPaise(Math.abs(recorded.payment.amountPaise))),
      };
    },
    { values, forbidden: paymentTexts.errors.refundForbidden },
  );
}
