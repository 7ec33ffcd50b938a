'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInTexts } from '@/features/people/content';
import { safeAdminPath } from '@/features/leads';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import type { SignInState } from '@/features/people/sign-in-form';
import { signInSchema } from '@/features/leads/schemas/staff-query';
import { NotSignedInError } from '@/features/people/server/guard';
import { signedInStaff } from '@/features/people/server/signed-in';
import { adminSignIn, adminSignOut } from '@/features/people/server/session';
import { secureCookies, sessionCookieOptions } from '@/features/people/server/session-cookie';
import { asForm } from '@/server/http/as-form';

/** The sign-in page's server entry (Next checks its Origin); the lockout lives in adminSignIn. */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  form = asForm(form);
  const typed = form.get('email');
  const email = typeof typed === 'string' ? typed.slice(0, 254) : undefined;
  // One field takes either: without an @ it is a crew member's mobile number.
  const byPhone = email !== undefined && email.trim() !== '' && !email.includes('@');
  const parsed = signInSchema.safeParse({
    [byPhone ? 'phone' : 'email']: form.get('email') ?? undefined,
    password: form.get('password'),
  });
  if (!parsed.success) {
    const emailWrong = parsed.error.issues.some(
      (issue) => issue.path[0] === 'email' || issue.path[0] === 'phone',
    );
    return emailWrong
      ? { emailError: signInTexts.badEmail, email }
      : { fieldError: signInTexts.missing, email };
  }
  const requestHeaders = await headers();
  let result;
  try {
    result = await adminSignIn(requestHeaders, parsed.data);
  } catch (error) {
    console.error('[admin] sign-in could not reach the store:', error);
    return { error: signInTexts.unavailable, email };
  }
  if (!result.ok && result.reason === 'locked')
    return { error: signInTexts.locked(Math.ceil(result.retryAfterSeconds / 60)), email };
  if (!result.ok) return { error: signInTexts.wrong, email };
  (await cookies()).set(
    ADMIN_SESSION_COOKIE,
    result.token,
    sessionCookieOptions(result.expiresAt, secureCookies(requestHeaders)),
  );
  redirect(safeAdminPath(form.get('next')));
}

/** Ends the session in the database (not only in the browser), then clears the cookie. */
export async function signOutAction(): Promise<void> {
  try {
    await adminSignOut(await signedInStaff(), await headers());
  } catch (error) {
    if (!(error instanceof NotSignedInError)) console.error('[admin] sign-out failed:', error);
  }
  (await cookies()).delete(ADMIN_SESSION_COOKIE);
  redirect('/admin/sign-in?reason=signed-out');
}
