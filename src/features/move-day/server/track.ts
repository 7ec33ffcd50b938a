import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackedRequest } from '@/features/tracking';
import type { Database } from '@/server/db/schema';
import { milestonesOf } from './repository';

/**
 * What /track adds for a booking: its steps (kind and time only, never the crew's names or
 * notes) and the expected delivery day; nothing before the first step.
 */
export async function trackedMoveDay(
  db: Kysely<Database>,
  bookingId: string,
): Promise<Pick<TrackedRequest, 'milestones' | 'expectedDeliveryOn'>> {
  const steps = await milestonesOf(db, bookingId);
  if (steps.length === 0) return {};
  const expected = steps.find((step) => step.expectedDeliveryOn)?.expectedDeliveryOn;
  return {
    milestones: steps.map(({ kind, at }) => ({ kind, at })),
    ...(expected ? { expectedDeliveryOn: expected } : {}),
  };
}
