import type { TrackedRequest } from './types';

interface Texts {
  trackNextSteps: Record<TrackedRequest['kind'], Record<TrackedRequest['status'], string>>;
  trackMoveDayNext: Record<NonNullable<TrackedRequest['milestones']>[number]['kind'], string>;
}

/**
 * /track's "What happens next": the status's text, or once the crew has recorded a step of
 * the move day, that step's (the booking stays "booked" all day; delivered says more than
 * done). A cancelled move, or one marked done before its last step, keeps its status's text.
 */
export function trackNextStep(request: TrackedRequest, texts: Texts): string {
  const last = request.milestones?.at(-1)?.kind;
  const byStatus = texts.trackNextSteps[request.kind][request.status];
  if (!last || request.status === 'cancelled') return byStatus;
  if (request.status === 'done' && last !== 'delivered') return byStatus;
  return texts.trackMoveDayNext[last];
}
