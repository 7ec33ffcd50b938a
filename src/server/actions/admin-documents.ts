'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { leadPageTexts } from '@/content/admin';
import { documentCardTexts as t, documentErrors as e } from '@/content/documents';
import { leadPageHref } from '@/lib/admin/dashboard-query';
import type { StaffFormState } from '@/lib/forms/staff-forms';
import { rupeesToPaise } from '@/lib/quotation/rupees';
import { leadIdSchema, staffTypeSchema } from '@/lib/schemas/admin';
import { documentSchema } from '@/lib/schemas/document';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { adminIssueDocument } from '@/server/admin/documents';
import { ForbiddenError, NotSignedInError } from '@/server/admin/guard';
import { signedInStaff } from '@/server/admin/signed-in';
import { asForm } from '@/server/http/as-form';

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
] as const;

const refusalMessages = {
  exists: e.exists,
  credited: e.credited,
  receipt_exists: e.receiptExists,
  no_quotation: e.noQuotation,
  no_payment: e.noPayment,
  no_invoice: e.noInvoice,
  not_found: leadPageTexts.missing,
} as const;

/** The lead page's "Issue a document", with or without JavaScript. */
export async function issueDocumentAction(
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
    const { declaredValue, risk, ...rest } = values;
    const parsed = documentSchema.safeParse({
      ...rest,
      declaredValuePaise: declaredValue.trim()
        ? (rupeesToPaise(declaredValue) ?? Number.NaN)
        : undefined,
      freightPaid: form.get('freightPaid') === 'on' ? true : undefined,
      risk: risk || undefined,
    });
    if (!parsed.success) {
      const { declaredValuePaise, ...fields } = fieldErrorsOf(parsed.error) as Record<
        string,
        string
      >;
      const fieldErrors = declaredValuePaise
        ? { ...fields, declaredValue: declaredValuePaise }
        : fields;
      return { error: Object.values(fieldErrors)[0], fieldErrors, values };
    }
    const issued = await adminIssueDocument(member, kind.data, id.data, parsed.data);
    if (!issued.ok) return { error: refusalMessages[issued.reason], values };
    revalidatePath(leadPageHref(kind.data, id.data));
    return { ok: true, message: t.issued(issued.document.title, issued.document.number) };
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError) return { error: t.forbidden, values };
    console.error('[admin] a document could not be issued:', error);
    return { error: t.failed, values };
  }
}
