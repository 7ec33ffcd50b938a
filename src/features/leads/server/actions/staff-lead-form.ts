import 'server-only';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { leadPageTexts } from '@/features/leads/content/staff';
import { leadPageHref } from '@/features/leads/dashboard-query';
import type { StaffFormState } from '@/features/leads/forms/staff-forms';
import type { LeadKind } from '@/features/leads/lead-types';
import { leadIdSchema, staffTypeSchema } from '@/features/leads/schemas/staff-query';
import { ForbiddenError, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';

/** One text field of a posted form; a file or a missing field is undefined. */
export const formField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The named fields exactly as typed ('' when absent): what a refusal hands back to the form. */
export function formValues<const N extends string>(
  form: FormData,
  names: readonly N[],
): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, formField(form, name) ?? ''])) as Record<
    N,
    string
  >;
}

/**
 * A refusal whose schema names a field differently from the form (`amountPaise` for the
 * typed `amount`): the message goes on the field the person sees, and leads the form.
 */
export function refusedFields(
  errors: Record<string, string>,
  values: Record<string, string>,
  renamed: Record<string, string> = {},
): StaffFormState {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [renamed[name] ?? name, message]),
  );
  return { error: Object.values(fieldErrors)[0], fieldErrors, values };
}

interface Options {
  /** What was typed, kept on every refusal and failure. */
  values?: Record<string, string>;
  /** The message when the signed-in person lacks the right. */
  forbidden?: string;
  /** The message when the store failed. */
  failed?: string;
}

/**
 * Runs a lead page's form for the signed-in person on the lead it names (hidden `type` and
 * `id`): an expired session goes to sign-in, a missing right or a failed store answers with
 * its message and the typed values, and a success refreshes the lead page.
 */
export async function asStaff(
  form: FormData,
  run: (member: StaffMember, lead: { kind: LeadKind; id: string }) => Promise<StaffFormState>,
  { values, forbidden = leadPageTexts.forbidden, failed = leadPageTexts.failed }: Options = {},
): Promise<StaffFormState> {
  try {
    const member = await signedInStaff();
    const kind = staffTypeSchema.safeParse(formField(form, 'type'));
    const id = leadIdSchema.safeParse(formField(form, 'id'));
    if (!kind.success || !id.success) return { error: leadPageTexts.missing };
    const state = await run(member, { kind: kind.data, id: id.data });
    if (state.ok) revalidatePath(leadPageHref(kind.data, id.data));
    return state;
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError) return { error: forbidden, values };
    console.error('[admin] a lead page form failed:', error);
    return { error: failed, values };
  }
}
