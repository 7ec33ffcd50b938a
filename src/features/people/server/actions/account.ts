'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { accountTexts } from '@/features/people/content';
import type { StaffFormState } from '@/features/leads';
import { accountSchema } from '@/features/people/schema';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { adminUpdateAccount } from '@/features/people/server/account';
import { ForbiddenError, NotSignedInError } from '@/features/people/server/guard';
import { signedInStaff } from '@/features/people/server/signed-in';
import { asForm } from '@/server/http/as-form';

/**
 * "Your account": the name, and the email where the form shows it (a role that may not
 * change it gets no field, and a hand-made one is refused). Works as a plain form post.
 */
export async function updateAccountAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values: Record<string, string> = {};
  for (const name of ['name', 'email']) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  try {
    const member = await signedInStaff();
    const parsed = accountSchema.safeParse(values);
    if (!parsed.success)
      return { fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>, values };
    const result = await adminUpdateAccount(member, parsed.data);
    if (!result.ok)
      return {
        fieldErrors: {
          email: result.reason === 'taken' ? accountTexts.taken : accountTexts.emailNeeded,
        },
        values,
      };
    // The header on every staff page shows the name.
    revalidatePath('/admin', 'layout');
    return { ok: true, message: accountTexts.saved };
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError) return { error: accountTexts.emailForbidden, values };
    console.error('[admin] a change to an own account failed:', error);
    return { error: accountTexts.failed, values };
  }
}
