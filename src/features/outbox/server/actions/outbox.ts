'use server';

import { redirect } from 'next/navigation';
import { adminResendEmail } from '@/features/outbox/server/outbox';
import { ForbiddenError, NotSignedInError } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';
import { asForm } from '@/server/http/as-form';

/**
 * The Outbox's "Send again", without JavaScript: back to the same page of the Outbox with the
 * outcome as a notice in its address, at the email's row.
 */
export async function resendEmailAction(form: FormData): Promise<void> {
  form = asForm(form);
  const id = String(form.get('id') ?? '');
  const page = Number(form.get('page'));
  const back = (done: string) =>
    `/admin/outbox?${new URLSearchParams({
      ...(Number.isInteger(page) && page > 1 ? { page: String(page) } : {}),
      done,
    })}#email-${encodeURIComponent(id)}`;
  let done: string;
  try {
    done = await adminResendEmail(await signedInStaff(), id);
  } catch (error) {
    if (error instanceof NotSignedInError)
      redirect('/admin/sign-in?reason=expired&next=/admin/outbox');
    if (error instanceof ForbiddenError) redirect(back('forbidden'));
    console.error('[admin] sending an email again failed:', error);
    done = 'failed';
  }
  redirect(back(done));
}
