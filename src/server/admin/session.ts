import 'server-only';
import { endSession } from '@/server/auth/sessions';
import { sessionTokenFrom } from '@/server/auth/session-cookie';
import { signIn, type Credentials, type SignInResult } from '@/server/auth/sign-in';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { requireAdmin } from './guard';

/** Sign-in for the page's server action and the JSON API alike; locked per address and account. */
export async function adminSignIn(
  headers: Headers,
  credentials: Credentials,
): Promise<SignInResult> {
  const { db } = await getDb();
  return signIn(db, credentials, clientAddress(headers));
}

/** Ends the caller's session server-side; without a live session it is NotSignedIn. */
export async function adminSignOut(headers: Headers): Promise<void> {
  const { db } = await requireAdmin(headers);
  await endSession(db, sessionTokenFrom(headers));
}
