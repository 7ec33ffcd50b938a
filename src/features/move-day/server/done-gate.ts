import 'server-only';
import type { Kysely } from 'kysely';
import { can } from '@/features/people';
import { todayInIndia } from '@/lib/dates';
import { formatLongDate } from '@/lib/format-date';
import type { LeadKind } from '@/features/leads';
import { actorOf, ForbiddenError, type StaffMember } from '@/features/people/server';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import type { Database } from '@/server/db/schema';
import { moveDayAudit } from '../content';

/** The owner's override beside `status: 'done'` (PATCH …/bookings/{id}). */
export interface DoneOverride {
  force?: true;
  reason?: string;
}

export type DoneGate =
  | { ok: true; forced?: { day: string; reason: string; reference: string } }
  | { ok: false; reason: 'too_early'; day: string }
  | { ok: false; reason: 'reason_needed' };

/**
 * A booking can be marked done only on or after its move day (India's date). Before it, only
 * those with `moves.force-done` (the owner), with `force: true` and a reason, which the audit
 * log keeps (`auditForcedDone`). Any other change passes.
 */
export async function checkDoneDay(
  member: StaffMember,
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  status: string | undefined,
  override: DoneOverride = {},
): Promise<DoneGate> {
  if (override.force && !can(member.role, 'moves.force-done')) throw new ForbiddenError();
  if (status !== 'done' || kind !== 'booking') return { ok: true };
  const lead = await findLead(db, 'booking', id);
  if (!lead || lead.status === 'done' || !lead.moveDate || lead.moveDate <= todayInIndia())
    return { ok: true };
  const day = formatLongDate(lead.moveDate);
  if (!override.force) return { ok: false, reason: 'too_early', day };
  if (!override.reason) return { ok: false, reason: 'reason_needed' };
  return { ok: true, forced: { day, reason: override.reason, reference: lead.reference } };
}

/** The audit line of a move marked done before its day. */
export function auditForcedDone(
  db: Kysely<Database>,
  member: StaffMember,
  forced: { day: string; reason: string; reference: string },
) {
  return insertAudit(db, {
    ...actorOf(member),
    action: moveDayAudit.forcedDone,
    target: forced.reference,
    detail: moveDayAudit.forcedLine(forced.day, forced.reason),
  });
}
