import 'server-only';
import { can } from '@/features/people';
import type { LeadRow } from '@/features/leads';
import {
  ForbiddenError,
  need,
  type AdminContext,
  type StaffMember,
} from '@/features/people/server';
import { findLead } from '@/features/leads/server';
import { isOnCrew } from './repository';

export interface MoveAccess {
  context: AdminContext;
  lead: LeadRow<'booking'>;
}

/**
 * A move the member may work on its day (`moves.mine`): any booking for those with
 * `moves.any`; for the others (crew) only one whose crew they are on, anything else refused
 * (403, whether or not it exists). Undefined: no such booking (for those who may see any).
 */
export async function moveAccess(
  member: StaffMember,
  bookingId: string,
): Promise<MoveAccess | undefined> {
  const context = await need(member, 'moves.mine');
  const lead = await findLead(context.db, 'booking', bookingId);
  if (can(member.role, 'moves.any')) return lead && { context, lead };
  if (!lead || !(await isOnCrew(context.db, bookingId, member.userId))) throw new ForbiddenError();
  return { context, lead };
}
