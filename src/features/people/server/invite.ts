import 'server-only';
import { inviteOf, redeemInvite } from '@/features/people/server/invites';
import { getDb } from '@/server/db';

/** No session needed: the link itself is the proof. The person it is for, while it works. */
export async function adminInviteFor(token: string) {
  const { db } = await getDb();
  return inviteOf(db, token);
}

/** Sets the password through a link, once, and starts the person's session. */
export async function adminAcceptInvite(token: string, password: string) {
  const { db } = await getDb();
  return redeemInvite(db, token, password);
}
