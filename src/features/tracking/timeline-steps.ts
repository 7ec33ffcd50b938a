import type { LeadStatus } from '@/features/leads';

/** The road a request travels when all goes well; `cancelled` may end it anywhere. */
export const TRACK_PATH = ['new', 'contacted', 'booked', 'done'] as const satisfies LeadStatus[];

export interface TimelineStep {
  status: LeadStatus;
  state: 'done' | 'current' | 'upcoming';
  /** When the request last reached this step (ISO); none for a step it skipped or not reached. */
  at?: string;
}

/**
 * The timeline a customer sees, from the status now and the history (oldest first): the
 * steps of the path up to the status now are reached, the rest still to come. A cancelled
 * request shows the steps it had reached, then "cancelled", and nothing to come. A step
 * staff skipped (new straight to booked) counts as passed, without a date; a step undone
 * (booked, then back to contacted) is to come again.
 */
export function timelineSteps(
  status: LeadStatus,
  history: readonly { status: LeadStatus; at: string }[],
): TimelineStep[] {
  const lastAt = new Map<LeadStatus, string>();
  for (const entry of history) {
    if (entry.status === 'new' && lastAt.has('new')) continue;
    lastAt.set(entry.status, entry.at);
  }
  if (status === 'cancelled') {
    const reached = TRACK_PATH.filter((step) => step === 'new' || lastAt.has(step));
    return [
      ...reached.map((step) => ({ status: step, state: 'done' as const, at: lastAt.get(step) })),
      { status: 'cancelled', state: 'current', at: lastAt.get('cancelled') },
    ];
  }
  const now = TRACK_PATH.indexOf(status);
  return TRACK_PATH.map((step, index) => {
    if (index > now) return { status: step, state: 'upcoming' };
    const at = lastAt.get(step);
    const state = index === now ? 'current' : 'done';
    return at === undefined ? { status: step, state } : { status: step, state, at };
  });
}
