import 'server-only';
import { sessionOf, type AdminSession } from '@/server/auth/sessions';
import { sessionTokenFrom } from '@/server/auth/session-cookie';
import { getDb, type DbHandle } from '@/server/db';

/** Thrown by every admin server function called without a live session. */
export class NotSignedInError extends Error {
  constructor() {
    super('No live staff session.');
    this.name = 'NotSignedInError';
  }
}

export interface AdminContext extends DbHandle {
  session: AdminSession;
}

/**
 * The one session check every admin server function starts with, whoever calls it (route
 * handler, page, server action): no cookie, a forged one, or an ended session → NotSignedIn.
 */
export async function requireAdmin(headers: Headers): Promise<AdminContext> {
  const token = sessionTokenFrom(headers);
  if (!token) throw new NotSignedInError();
  const handle = await getDb();
  const session = await sessionOf(handle.db, token);
  if (!session) throw new NotSignedInError();
  return { ...handle, session };
}
