import 'server-only';
import { can } from '@/features/people';
import { signedInStaff } from '@/features/people/server';

/** Whether the signed-in member's start page is their moves: they may not read the leads. */
export async function startsOnMyMoves(): Promise<boolean> {
  try {
    const member = await signedInStaff();
    return !can(member.role, 'leads.read') && can(member.role, 'moves.mine');
  } catch {
    // Signed out or the store unreadable: the dashboard's own loader says which.
    return false;
  }
}
