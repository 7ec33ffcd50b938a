import 'server-only';
import { can, type Right } from '@/features/people/rights';
import { sessionOf, type AdminSession } from '@/features/people/server/sessions';
import { sessionTokenFrom } from '@/features/people/server/session-cookie';
import type { LeadKind } from '@/features/leads';
import { getDb, type DbHandle } from '@/server/db';
import { findLead } from '@/features/leads/server';

/** Thrown by every admin server function called without a live session. */
export class NotSignedInError extends Error {
  constructor() {
    super('No live staff session.');
    this.name = 'NotSignedInError';
  }
}

/** Thrown by a server function called by someone whose role may not do it (lib/admin/rights). */
export class ForbiddenError extends Error {
  constructor() {
    super('This role may not do this (forbidden).');
    this.name = 'ForbiddenError';
  }
}

/** The signed-in staff member, as read from the store for this request. */
export type StaffMember = Readonly<AdminSession>;

export interface AdminContext extends DbHandle {
  session: StaffMember;
}

// Only members read by staffOf count: an object built elsewhere to look like one is refused,
// so a server function cannot be talked into trusting a hand-made member.
const readFromStore = new WeakSet<StaffMember>();

/**
 * The one session lookup of a request: no cookie, a forged one, an ended session, or a
 * disabled person → NotSignedIn. Pages reach it through signedInStaff() (cached per render),
 * route handlers through adminRoute, server actions once at their start.
 */
export async function staffOf(headers: Headers): Promise<StaffMember> {
  const token = sessionTokenFrom(headers);
  if (!token) throw new NotSignedInError();
  const { db } = await getDb();
  const session = await sessionOf(db, token);
  if (!session) throw new NotSignedInError();
  const member = Object.freeze(session);
  readFromStore.add(member);
  return member;
}

/**
 * What every admin server function starts with: the member it was given must be one read
 * from the store, and their role must have the right the function needs (the one table in
 * lib/admin/rights.ts). Gives the store to work in; no second session query.
 */
export async function need(member: StaffMember, right: Right): Promise<AdminContext> {
  if (!readFromStore.has(member)) throw new NotSignedInError();
  if (!can(member.role, right)) throw new ForbiddenError();
  return { ...(await getDb()), session: member };
}

// What one page has read, by key (the promise, so parts asking together share it).
const pageReads = new WeakMap<StaffMember, Map<string, Promise<unknown>>>();

/**
 * The member for one page's reads: the lead it shows is then read once, however many of the
 * page's parts (details, survey, quotation, payments, documents) check that it exists. A scope
 * of its own rather than React's cache: the lead page's loader runs in a render, but the same
 * loaders serve route handlers and server actions, where a write must not meet a stale read;
 * writes take the request's member, which reads afresh.
 */
export function pageReader(member: StaffMember): StaffMember {
  if (!readFromStore.has(member)) throw new NotSignedInError();
  const reader = Object.freeze({ ...member });
  readFromStore.add(reader);
  pageReads.set(reader, new Map());
  return reader;
}

/** A read for a page: once per page for a pageReader (by `key`), else straight from the store. */
export function readOnce<T>(member: StaffMember, key: string, read: () => Promise<T>): Promise<T> {
  const reads = pageReads.get(member);
  if (!reads) return read();
  if (!reads.has(key)) reads.set(key, read());
  return reads.get(key) as Promise<T>;
}

/** A lead for a read: once per page for a pageReader. */
export const leadFor = <K extends LeadKind>(
  member: StaffMember,
  db: DbHandle['db'],
  kind: K,
  id: string,
) => readOnce(member, `lead:${kind}:${id}`, () => findLead(db, kind, id));

/** The actor fields of an audit entry, from a session. */
export const actorOf = (session: StaffMember) => ({
  actorId: session.userId,
  actorName: session.name,
});
