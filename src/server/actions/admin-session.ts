'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInTexts } from '@/content/admin';
import { safeAdminPath } from '@/lib/admin/dashboard-query';
import { ADMIN_SESSION_COOKIE } from '@/lib/admin/session-cookie-name';
import type { SignInState } from '@/lib/forms/sign-in-form';
import { signInSchema } from '@/lib/schemas/admin';
import { NotSignedInError } from '@/server/admin/guard';
import { adminSignIn, adminSignOut } from '@/server/admin/session';
import { requestIsHttps, sessionCookieOptions } from '@/server/auth/session-cookie';

/** The sign-in page's server entry (Next checks its Origin); the lockout lives in adminSignIn. */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ password: form.get('password') });
  if (!parsed.success) return { fieldError: signInTexts.missing };
  const requestHeaders = await headers();
  let result;
  try {
    result = await adminSignIn(requestHeaders, parsed.data.password);
  } catch (error) {
    console.error('[admin] sign-in could not reach the store:', error);
    return { error: signInTexts.unavailable };
  }
  if (!result.ok && result.reason === 'locked')
    return { error: signInTexts.locked(Math.ceil(result.retryAfterSeconds / 60)) };
  if (!result.ok) return { error: signInTexts.wrong };
  (await cookies()).set(
    ADMIN_SESSION_COOKIE,
    result.token,
    sessionCookieOptions(result.expiresAt, requestIsHttps(requestHeaders)),
  );
  redirect(safeAdminPath(form.get('next')));
}

/** Ends the session in the database (not only in the browser), then clears the cookie. */
export async function signOutAction(): Promise<void> {
  try {
    await adminSignOut(await headers());
  } catch (error) {
    if (!(error instanceof NotSignedInError)) console.error('[admin] sign-out failed:', error);
  }
  (await cookies()).delete(ADMIN_SESSION_COOKIE);
  redirect('/admin/sign-in?reason=signed-out');
}
