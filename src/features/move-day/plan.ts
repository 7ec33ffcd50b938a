import { moveDayTexts } from '@/features/move-day/content';
import { moveSlots } from '@/features/move-day/settings';
import { vehicles } from '@/features/survey/settings';

/** A booking's move day as staff see it (GET and PATCH /api/admin/leads/bookings/{id}: `moveDay`). */
export interface MoveDayPlan {
  /** The start of the arrival window (content/move-day.ts's moveSlots), HH:MM. */
  slot: string | null;
  /** An id of content/inventory.ts's vehicles. */
  vehicle: string | null;
  /** `memberIds`: the crew's accounts (issue 47), who see the move on their phones. */
  crew: { count: number | null; names: string | null; memberIds: string[] };
  driver: { name: string | null; phone: string | null };
  crewNotes: string | null;
  confirmed: boolean;
  /** Null before anyone saved it. */
  updatedAt: string | null;
  /** Who saved it last (a staff name). */
  updatedBy: string | null;
}

/** A move day nobody has planned yet. */
export const UNPLANNED: MoveDayPlan = {
  slot: null,
  vehicle: null,
  crew: { count: null, names: null, memberIds: [] },
  driver: { name: null, phone: null },
  crewNotes: null,
  confirmed: false,
  updatedAt: null,
  updatedBy: null,
};

/** "9–11 am" for a slot's id; the id itself for one no longer listed. */
export function slotLabel(id: string | null): string | null {
  if (id === null) return null;
  return moveSlots.find((slot) => slot.id === id)?.label ?? id;
}

/** "14 ft truck" for a vehicle's id; the id itself for one no longer listed. */
export function vehicleName(id: string | null): string | null {
  if (id === null) return null;
  return vehicles.find((vehicle) => vehicle.id === id)?.name ?? id;
}

/** The audit log's line for a saved plan: "9–11 am · 14 ft truck · 4 people · driver Raju · confirmed". */
export function moveDayAuditLine(plan: MoveDayPlan): string {
  return [
    slotLabel(plan.slot),
    vehicleName(plan.vehicle),
    plan.crew.count === null ? null : moveDayTexts.crew(plan.crew.count),
    plan.driver.name ? moveDayTexts.audit.driver(plan.driver.name) : null,
    plan.confirmed ? moveDayTexts.audit.confirmed : moveDayTexts.audit.unconfirmed,
  ]
    .filter(Boolean)
    .join(' · ');
}
