'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { peopleTexts, userFormTexts } from '@/features/people/content';
import type { StaffFormState } from '@/features/leads';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { newUserSchema, userIdSchema, userRoleSchema } from '@/features/leads/schemas/staff-query';
import {
  ForbiddenError,
  need,
  NotSignedInError,
  type StaffMember,
} from '@/features/people/server/guard';
import { signedInStaff } from '@/features/people/server/signed-in';
import { adminAddUser, adminUpdateUser } from '@/features/people/server/staff-accounts';
import { asForm } from '@/server/http/as-form';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Runs an owner-only change; no session → sign-in, staff → a refusal, store down → a message. */
async function asOwner(
  run: (member: StaffMember) => Promise<StaffFormState>,
): Promise<StaffFormState> {
  try {
    const member = await signedInStaff();
    // Refused here first, so a staff member's form is not even read.
    await need(member, 'people.manage');
    return await run(member);
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError) return { error: peopleTexts.forbidden };
    console.error('[admin] a change to people failed:', error);
    return { error: peopleTexts.failed };
  }
}

/** The owner adds a person; the answer carries the invite link to hand over. */
export async function addUserAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    role: text(form, 'role'),
  };
  return asOwner(async (member) => {
    const parsed = newUserSchema.safeParse(values);
    if (!parsed.success)
      return { fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>, values };
    const added = await adminAddUser(member, parsed.data);
    if (!added.ok) return { fieldErrors: { email: userFormTexts.taken }, values };
    revalidatePath('/admin/users');
    return {
      ok: true,
      message: peopleTexts.added(parsed.data.name),
      inviteUrl: added.inviteUrl,
      inviteFor: parsed.data.name,
    };
  });
}

/** One person's row: change role, disable or enable, or issue a reset link (`intent`). */
export async function updateUserAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  return asOwner(async (member) => {
    const id = userIdSchema.safeParse(form.get('id'));
    const intent = text(form, 'intent');
    if (!id.success) return { error: userFormTexts.notFound };
    const role = userRoleSchema.safeParse(form.get('role'));
    const change =
      intent === 'role' && role.success
        ? { role: role.data }
        : intent === 'disable'
          ? { disabled: true }
          : intent === 'enable'
            ? { disabled: false }
            : intent === 'reset'
              ? { resetPassword: true as const }
              : undefined;
    if (!change) return { error: userFormTexts.nothing };
    const result = await adminUpdateUser(member, id.data, change);
    if (!result.ok)
      return {
        error: result.reason === 'last_owner' ? userFormTexts.lastOwner : userFormTexts.notFound,
      };
    revalidatePath('/admin/users');
    return {
      ok: true,
      message: peopleTexts.changed[intent as keyof typeof peopleTexts.changed](result.user.name),
      inviteUrl: result.inviteUrl,
      inviteFor: result.user.name,
    };
  });
}
