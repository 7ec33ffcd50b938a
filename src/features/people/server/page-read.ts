import 'server-only';

import { redirect } from 'next/navigation';
import { ForbiddenError, NotSignedInError, type StaffMember } from './guard';
import { signedInStaff } from './signed-in';

/**
 * What a staff page reads for the signed-in person, or the words to show in its place: the
 * page's own refusal when the right is missing, its store message when reading failed (logged).
 * Without a session the page goes to sign-in and comes back to `path`.
 */
export async function readForPage<T>(
  path: string,
  what: string,
  texts: { forbidden: string; storeError: string },
  read: (member: StaffMember) => Promise<T>,
): Promise<{ value: T; problem?: undefined } | { value?: undefined; problem: string }> {
  try {
    return { value: await read(await signedInStaff()) };
  } catch (error) {
    if (error instanceof NotSignedInError) redirect(`/admin/sign-in?reason=expired&next=${path}`);
    if (error instanceof ForbiddenError) return { problem: texts.forbidden };
    console.error(`[admin] reading ${what} failed:`, error);
    return { problem: texts.storeError };
  }
}
