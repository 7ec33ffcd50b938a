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

/** Thrown by an owner-only server function called by a staff member. */
export class ForbiddenError extends Error {
  constructor() {
    super('Only the owner may do this.');
    this.name = 'ForbiddenError';
  }
}

export interface AdminContext extends DbHandle {
  session: AdminSession;
}

/**
 * The one session check every admin server function starts with, whoever calls it (route
 * handler, page, server action): no cookie, a forged one, an ended session, or a disabled
 * person → NotSignedIn.
 */
export async function requireAdmin(headers: Headers): Promise<AdminContext> {
  const token = sessionTokenFrom(headers);
  if (!token) throw new NotSignedInError();
  const handle = await getDb();
  const session = await sessionOf(handle.db, token);
  if (!session) throw new NotSignedInError();
  return { ...handle, session };
}

/** The same, for what only the owner may do: delete, export, people, the audit log. */
export async function requireOwner(headers: Headers): Promise<AdminContext> {
  const context = await requireAdmin(headers);
  if (context.session.role !== 'owner') throw new ForbiddenError();
  return context;
}

/** The actor fields of an audit entry, from a session. */
export const actorOf = (session: AdminSession) => ({
  actorId: session.userId,
  actorName: session.name,
});
