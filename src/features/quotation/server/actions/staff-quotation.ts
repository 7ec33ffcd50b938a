'use server';

import { redirect } from 'next/navigation';
import { quotationApiMessages as q } from '@/features/quotation/content/quotation-rules';
import { staffQuotationTexts as t } from '@/features/quotation/content/quotation-page';
import type { StaffFormState } from '@/features/leads';
import { draftFromEditor, type EditorFields } from '@/features/quotation/editor-form';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { quotationDraftSchema, quotationEditSchema } from '@/features/quotation/schemas/draft';
import {
  adminCreateQuotation,
  adminEditQuotation,
  adminSendQuotation,
} from '@/features/quotation/server/staff-quotations';
import { asForm } from '@/server/http/as-form';
import { asStaff } from '@/features/leads/server/actions/staff-lead-form';

const fieldsOf = (form: FormData): EditorFields =>
  Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * The lead page's quotation editor: makes the quotation (no `quotation` field) or saves the
 * version it was opened at (`version`): 409's refusal is shown as the editor's alert, with
 * every value kept.
 */
export async function saveQuotationAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const fields = fieldsOf(form);
  return asStaff(
    form,
    async (member, lead) => {
      const read = draftFromEditor(fields);
      if (!read.ok) return { error: q.invalid, fieldErrors: read.fieldErrors, values: fields };
      const quotationId = fields.quotation;
      if (!quotationId) {
        const parsed = quotationDraftSchema.safeParse(read.draft);
        if (!parsed.success)
          return {
            error: q.invalid,
            fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>,
            values: fields,
          };
        const made = await adminCreateQuotation(member, lead.kind, lead.id, parsed.data);
        if (!made.ok)
          return { error: made.reason === 'exists' ? q.exists : q.noLead, values: fields };
        return { ok: true, message: t.saved };
      }
      const parsed = quotationEditSchema.safeParse(read.draft);
      if (!parsed.success)
        return {
          error: q.invalid,
          fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>,
          values: fields,
        };
      const saved = await adminEditQuotation(member, quotationId, parsed.data);
      if (saved.ok)
        return {
          ok: true,
          message:
            saved.version.version > parsed.data.version
              ? t.savedNew(saved.version.version)
              : t.saved,
        };
      if (saved.reason === 'conflict') return { error: q.conflict(saved.latest), values: fields };
      if (saved.reason === 'accepted') return { error: q.accepted(saved.version), values: fields };
      return { error: q.noLead, values: fields };
    },
    { values: fields, forbidden: t.forbidden },
  );
}

/**
 * "Email to customer" and "Send on WhatsApp" (`channel`). WhatsApp answers with a redirect to
 * the wa.me link, which opens the chat with the message typed, on the staff member's phone.
 */
export async function sendQuotationAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const channel = form.get('channel') === 'whatsapp' ? 'whatsapp' : 'email';
  let whatsappHref: string | undefined;
  const state = await asStaff(
    form,
    async (member, lead) => {
      const sent = await adminSendQuotation(member, lead.kind, lead.id, channel);
      if (!sent.ok)
        return {
          error:
            sent.reason === 'no_mail'
              ? t.noMail
              : sent.reason === 'no_email'
                ? t.noEmail
                : sent.reason === 'no_phone'
                  ? t.noPhone
                  : q.noLead,
        };
      whatsappHref = sent.whatsappHref;
      return { ok: true, message: t.emailed };
    },
    { forbidden: t.forbidden },
  );
  if (whatsappHref) redirect(whatsappHref);
  return state;
}
