import 'server-only';
import { todayInIndia } from '@/lib/dates';
import { need, type StaffMember } from '@/features/people/server';
import { nextMilestone } from '../milestones';
import type { CrewMove } from '../views';
import { bookingsOfMember, milestoneKindsOf } from './repository';

const place = (area: string | null, city: string | null) =>
  [area, city].filter(Boolean).join(', ') || null;

/**
 * The moves the member is on the crew of (`moves.mine`), today's and the coming ones first
 * (soonest first), then the past ones (latest first); cancelled ones are left out.
 */
export async function listMyMoves(member: StaffMember): Promise<CrewMove[]> {
  const { db, session } = await need(member, 'moves.mine');
  const rows = await bookingsOfMember(db, session.userId);
  const kinds = await milestoneKindsOf(
    db,
    rows.map((row) => row.id),
  );
  const today = todayInIndia();
  const moves = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    status: row.status,
    moveDate: row.moveDate,
    slot: row.slot,
    from: place(row.pickupArea, row.pickupCity),
    to: place(row.dropArea, row.dropCity),
    next: nextMilestone((kinds.get(row.id) ?? []).map((kind) => ({ kind }))),
  }));
  const coming = moves
    .filter((move) => move.moveDate === null || move.moveDate >= today)
    .sort((a, b) => (a.moveDate ?? '9999').localeCompare(b.moveDate ?? '9999'));
  const past = moves.filter((move) => move.moveDate !== null && move.moveDate < today).reverse();
  return [...coming, ...past];
}
