import 'server-only';
import type { StaffMember } from '@/features/people/server';
import { listMyMoves } from './crew-moves';

/**
 * GET /api/admin/leads?type=bookings&crew=me → {items: CrewMove[]}: the caller's moves. The
 * handler for that query, or undefined for any other (the leads list answers it).
 */
export function crewListOf(request: Request) {
  const query = new URL(request.url).searchParams;
  if (query.get('crew') !== 'me' || query.get('type') !== 'bookings') return undefined;
  return async (member: StaffMember) =>
    Response.json(
      { items: await listMyMoves(member) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
}
