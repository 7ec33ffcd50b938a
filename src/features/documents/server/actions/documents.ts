'use server';

import { leadPageTexts } from '@/features/leads/content/staff';
import { documentCardTexts as t, documentErrors as e } from '@/features/documents/content';
import type { StaffFormState } from '@/features/leads';
import { rupeesToPaise } from '@/features/quotation';
import { documentSchema } from '@/features/documents/schema';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { adminIssueDocument } from '@/features/documents/server/staff-documents';
import { asForm } from '@/server/http/as-form';
import {
  asStaff,
  formValues,
  refusedFields,
} from '@/features/leads/server/actions/staff-lead-form';
import { wholeNumber } from '@/features/documents/form-values';

const FIELDS = [
  'kind',
  'paymentId',
  'invoiceId',
  'reason',
  'vehicleNumber',
  'driver',
  'declaredValue',
  'gstin',
  'placeOfSupply',
  'risk',
  'weightKg',
  'distanceKm',
  'billTo',
  'billAddress',
  'poNumber',
] as const;

const refusalMessages = {
  exists: e.exists,
  credited: e.credited,
  receipt_exists: e.receiptExists,
  no_quotation: e.noQuotation,
  no_payment: e.noPayment,
  no_invoice: e.noInvoice,
  no_business_invoice: e.noBusinessInvoice,
  too_many_carriages: e.tooManyCarriages,
  not_found: leadPageTexts.missing,
} as const;

/** The lead page's "Issue a document", with or without JavaScript. */
export async function issueDocumentAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values = formValues(form, FIELDS);
  return asStaff(
    form,
    async (member, lead) => {
      const { declaredValue, risk, weightKg, distanceKm, ...rest } = values;
      const parsed = documentSchema.safeParse({
        ...rest,
        declaredValuePaise: declaredValue.trim()
          ? (rupeesToPaise(declaredValue) ?? Number.NaN)
          : undefined,
        freightPaid: form.get('freightPaid') === 'on' ? true : undefined,
        risk: risk || undefined,
        weightKg: wholeNumber(weightKg),
        distanceKm: wholeNumber(distanceKm),
        // Asked only with a GSTIN: without one the box is ignored (reverse charge needs it).
        reverseCharge: rest.gstin.trim() ? form.get('reverseCharge') === 'on' : undefined,
      });
      if (!parsed.success)
        return refusedFields(fieldErrorsOf(parsed.error) as Record<string, string>, values, {
          declaredValuePaise: 'declaredValue',
        });
      const issued = await adminIssueDocument(member, lead.kind, lead.id, parsed.data);
      if (!issued.ok) return { error: refusalMessages[issued.reason], values };
      return { ok: true, message: t.issued(issued.document.title, issued.document.number) };
    },
    { values, forbidden: t.forbidden, failed: t.failed },
  );
}
