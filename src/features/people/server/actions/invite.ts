'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { inviteTexts } from '@/features/people/content';
import { adminApiMessages } from '@/features/leads/content/admin-api';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import type { StaffFormState } from '@/features/leads';
import { invitePasswordSchema } from '@/features/leads/schemas/staff-query';
import { adminAcceptInvite } from '@/features/people/server/invite';
import { secureCookies, sessionCookieOptions } from '@/features/people/server/session-cookie';
import { inviteAttemptAllowed, inviteAttemptSucceeded } from '@/features/people/server/invite-rate';
import { asForm } from '@/server/http/as-form';

/** The invite page's form: the link's token (hidden) and the new password; then signed in. */
export async function acceptInviteAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const token = form.get('token');
  const password = invitePasswordSchema.safeParse(form.get('password'));
  if (!password.success)
    return { fieldErrors: { password: password.error.issues[0]?.message ?? inviteTexts.tooShort } };
  const requestHeaders = await headers();
  let result;
  try {
    const allowed = await inviteAttemptAllowed(requestHeaders);
    if (!allowed.allowed) return { error: adminApiMessages.locked };
    result = await adminAcceptInvite(typeof token === 'string' ? token : '', password.data);
    if (result.ok) await inviteAttemptSucceeded(requestHeaders);
  } catch (error) {
    console.error('[admin] setting a password through a link failed:', error);
    return { error: inviteTexts.unavailable };
  }
  if (!result.ok) return { error: inviteTexts.gone };
  (await cookies()).set(
    ADMIN_SESSION_COOKIE,
    result.token,
    sessionCookieOptions(result.expiresAt, secureCookies(requestHeaders)),
  );
  redirect('/admin');
}
