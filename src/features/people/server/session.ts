import 'server-only';
import { endSession } from '@/features/people/server/sessions';
import { sessionTokenFrom } from '@/features/people/server/session-cookie';
import { signIn, type Credentials, type SignInResult } from '@/features/people/server/sign-in';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { need, type StaffMember } from './guard';

/** Sign-in for the page's server action and the JSON API alike; locked per address and account. */
export async function adminSignIn(
  headers: Headers,
  credentials: Credentials,
): Promise<SignInResult> {
  const { db } = await getDb();
  return signIn(db, credentials, clientAddress(headers));
}

/** Ends the session whose cookie these headers carry, server-side; the member is its owner. */
export async function adminSignOut(member: StaffMember, requestHeaders: Headers): Promise<void> {
  const { db } = await need(member, 'account.own');
  await endSession(db, sessionTokenFrom(requestHeaders));
}
