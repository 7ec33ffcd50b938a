import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackKind } from '@/features/leads';
import { listStatusHistory } from '@/features/leads/server';
import type { TrackedLeadRow } from '@/features/tracking/server/data/track';
import type { Database, LeadStatus } from '@/server/db/schema';

/**
 * Every status the request has had, oldest first, from its status history: its arrival (`new`
 * at createdAt) and each change staff made, with when. Who made a change is never read.
 * A lead whose history lacks its arrival (written straight to its table) still starts with it.
 */
export async function timelineOf(
  db: Kysely<Database>,
  kind: TrackKind,
  lead: TrackedLeadRow,
): Promise<{ status: LeadStatus; at: string }[]> {
  const history = await listStatusHistory(db, kind, lead.id);
  const steps = history.map((entry) => ({ status: entry.toStatus, at: entry.at }));
  if (steps[0]?.status !== 'new') steps.unshift({ status: 'new', at: lead.createdAt });
  return steps;
}
