'use server';

import { leadChangeTexts, leadPageTexts } from '@/features/leads/content/staff';
import type { StaffFormState } from '@/features/leads/forms/staff-forms';
import { formNumber } from '@/lib/forms/form-number';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { leadChangeSchema, noteSchema } from '@/features/leads/schemas/staff-query';
import { adminAddNote, adminUpdateLead } from '@/features/leads/server/lead-page';
import { adminSetSurveyLine } from '@/features/survey/server';
import { surveyNoScriptTexts } from '@/features/survey/content/survey';
import { asForm } from '@/server/http/as-form';
import { moveDayTexts } from '@/features/move-day/content';
import { forceDoneFields, moveDayChangeSchema } from '@/features/move-day/schema';
import { milestoneErrors } from '@/features/move-day/content';
import { asStaff, formField as field, formValues } from './staff-lead-form';

/**
 * Status, assignee and follow-up day from the lead page. `intent` picks a quick action
 * (assign to me, mark contacted) or saves the form's fields as they are.
 */
export async function updateLeadAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  return asStaff(form, async (member, lead) => {
    const intent = field(form, 'intent');
    const input =
      intent === 'assign-me'
        ? { assigneeId: member.userId }
        : intent === 'contacted'
          ? { status: 'contacted' }
          : Object.fromEntries(
              (['status', 'cancelReason', 'assigneeId', 'followUpOn'] as const)
                .map((name) => [name, field(form, name)] as const)
                .filter(([, value]) => value !== undefined),
            );
    const parsed = leadChangeSchema.safeParse(input);
    if (!parsed.success)
      return { fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string> };
    // The owner's early Done: the tick and the reason of the lead page's Move-day fieldset.
    const force = !intent && field(form, 'force') === 'yes';
    const reason = forceDoneFields.reason.safeParse(field(form, 'reason'));
    if (force && !reason.success) return { fieldErrors: { reason: milestoneErrors.forceReason } };
    const result = await adminUpdateLead(
      member,
      lead.kind,
      lead.id,
      parsed.data,
      undefined,
      force ? { force: true, reason: reason.data } : undefined,
    );
    if (!result.ok && result.reason === 'too_early')
      return { fieldErrors: { status: milestoneErrors.doneTooEarly(result.day) } };
    if (!result.ok && result.reason === 'reason_needed')
      return { fieldErrors: { reason: milestoneErrors.forceReason } };
    if (!result.ok)
      return result.reason === 'unknown_assignee'
        ? { fieldErrors: { assigneeId: leadChangeTexts.assigneeUnknown } }
        : { error: leadPageTexts.missing };
    return { ok: true, message: leadPageTexts.saved };
  });
}

/** A note on the lead, by the signed-in person. */
export async function addNoteAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  return asStaff(form, async (member, lead) => {
    const text = field(form, 'text') ?? '';
    const parsed = noteSchema.safeParse({ text });
    if (!parsed.success)
      return {
        fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>,
        values: { text },
      };
    const note = await adminAddNote(member, lead.kind, lead.id, parsed.data.text);
    return note ? { ok: true, message: leadPageTexts.noteAdded } : { error: leadPageTexts.missing };
  });
}

/**
 * The survey without JavaScript: one line (room, item, how many; 0 takes it out) set on the
 * stored list. With JavaScript the editor saves the whole list through the API instead.
 */
export async function setSurveyLineAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  return asStaff(form, async (member, lead): Promise<StaffFormState> => {
    const values = {
      room: field(form, 'room') ?? '',
      itemId: field(form, 'itemId') ?? '',
      qty: field(form, 'qty') ?? '',
    };
    const qty = values.qty.trim();
    if (!/^\d{1,3}$/.test(qty))
      return { fieldErrors: { qty: surveyNoScriptTexts.qtyInvalid }, values };
    if (!values.itemId) return { fieldErrors: { itemId: surveyNoScriptTexts.itemMissing }, values };
    const result = await adminSetSurveyLine(member, lead.kind, lead.id, {
      room: values.room,
      itemId: values.itemId,
      qty: Number(qty),
    });
    if (result.ok) return { ok: true, message: surveyNoScriptTexts.saved };
    return result.reason === 'invalid'
      ? { error: result.message, values }
      : { error: leadPageTexts.missing };
  });
}

/** The Move-day card's fields, as typed (kept and shown again when the save is refused). */
const MOVE_DAY_FORM = [
  'slot',
  'vehicle',
  'crewCount',
  'crewNames',
  'driverName',
  'driverPhone',
  'crewNotes',
  'confirmed',
] as const;

/**
 * A booking's move day from its lead page: every field of the card as it stands (an empty one
 * clears it), saved with the lead in one transaction and audited; refused with the typed values.
 */
export async function saveMoveDayAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values = formValues(form, MOVE_DAY_FORM);
  return asStaff(
    form,
    async (member, lead): Promise<StaffFormState> => {
      const parsed = moveDayChangeSchema.safeParse({
        slot: values.slot,
        vehicle: values.vehicle,
        crew: {
          count: formNumber(values.crewCount) ?? null,
          names: values.crewNames,
          memberIds: form.getAll('memberIds').filter((v) => typeof v === 'string'),
        },
        driver: { name: values.driverName, phone: values.driverPhone },
        crewNotes: values.crewNotes,
        confirmed: values.confirmed === 'yes',
      });
      if (!parsed.success)
        return {
          error: moveDayTexts.refused,
          fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>,
          values,
        };
      const result = await adminUpdateLead(member, lead.kind, lead.id, {}, parsed.data);
      if (!result.ok && result.reason === 'unknown_member')
        return { error: milestoneErrors.memberUnknown, values };
      if (!result.ok)
        return result.reason === 'not_a_booking'
          ? { error: moveDayTexts.onlyBookings, values }
          : { error: leadPageTexts.missing };
      return { ok: true, message: moveDayTexts.saved };
    },
    { values },
  );
}
