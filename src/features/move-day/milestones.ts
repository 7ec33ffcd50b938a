/** A move's steps on its day, in the only order they can happen (issue 47, point 3). */
export const MILESTONE_KINDS = [
  'arrived',
  'packed',
  'loaded',
  'in-transit',
  'reached',
  'delivered',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** When the crew photographs things and the customer signs. */
export const PHOTO_STAGES = ['pickup', 'delivery'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/** The steps that send the customer an email (through the outbox). */
export const EMAILED_MILESTONES: readonly MilestoneKind[] = ['loaded', 'delivered'];

/** A step as staff, the crew and the customer see it. */
export interface Milestone {
  id: string;
  kind: MilestoneKind;
  at: string;
  by: string | null;
  note: string | null;
  expectedDeliveryOn: string | null;
  /** Where the phone was when the step was recorded; null when it did not tell. */
  location: { latitude: number; longitude: number; accuracyM: number | null } | null;
}

/** The step that comes next after those done; null once delivered. */
export function nextMilestone(done: readonly { kind: MilestoneKind }[]): MilestoneKind | null {
  const taken = new Set(done.map((m) => m.kind));
  return MILESTONE_KINDS.find((kind) => !taken.has(kind)) ?? null;
}
