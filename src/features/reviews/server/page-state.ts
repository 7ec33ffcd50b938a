import 'server-only';
import type { ReviewPageState } from '@/features/reviews/reviews';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import { reviewByToken } from '@/features/reviews/server/data/reviews';
import { firstNameAndInitial } from './submit';

export async function reviewPageState(token: string): Promise<ReviewPageState> {
  if (!/^[\w-]{1,100}$/.test(token)) return { state: 'unknown' };
  const { db } = await getDb();
  const invite = await reviewByToken(db, token);
  if (!invite) return { state: 'unknown' };
  if (invite.submittedAt) return { state: 'used' };
  if (invite.expiresAt <= new Date().toISOString()) return { state: 'expired' };
  const booking = await findLead(db, 'booking', invite.leadId);
  if (!booking || booking.status !== 'done') return { state: 'unknown' };
  return {
    state: 'open',
    reference: booking.reference,
    fullName: booking.name.trim(),
    shortName: firstNameAndInitial(booking.name),
  };
}
