import { EMAILED_MILESTONES, type MilestoneKind } from './milestones';

/** The outbox key of a step's email: one per move and step, erased with the lead. */
export const milestoneEmailKey = (kind: MilestoneKind, bookingId: string) =>
  `customer:milestone-${kind}:${bookingId}`;

/** Every step email key a booking can have (erasure). */
export const milestoneEmailKeys = (bookingId: string) =>
  EMAILED_MILESTONES.map((kind) => milestoneEmailKey(kind, bookingId));
