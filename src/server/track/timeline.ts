import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackKind } from '@/content/track';
import type { TrackedLeadRow } from '@/server/db/repositories/track';
import type { Database, LeadStatus } from '@/server/db/schema';

/**
 * Every status the request has had, oldest first, starting with its arrival (`new` at
 * createdAt). Until the status history exists, that is the arrival and the status now.
 */
export async function timelineOf(
  _db: Kysely<Database>,
  _kind: TrackKind,
  lead: TrackedLeadRow,
): Promise<{ status: LeadStatus; at: string }[]> {
  const arrival = { status: 'new' as const, at: lead.createdAt };
  return lead.status === 'new' ? [arrival] : [arrival, { status: lead.status, at: lead.createdAt }];
}
