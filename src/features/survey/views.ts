import type { InventoryChange } from './diff';
import { summarise, type InventoryRoom, type VehicleChoice } from './load';

/** Who saved a survey from /track: the customer, not a staff member. */
export const CUSTOMER_ACTOR = 'customer';

/**
 * A lead's survey as the APIs answer it and the editor shows it. `updatedBy` is the staff
 * member's name (or 'customer'); the customer's own API leaves staff names out.
 */
export interface InventoryView {
  rooms: InventoryRoom[];
  totalCft: number;
  vehicle: VehicleChoice | null;
  crew: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One save in the survey's history: who (a name, or 'customer'), when, what changed. */
export interface InventoryHistoryEntry {
  at: string;
  by: string | null;
  changes: InventoryChange[];
}

/**
 * The answer for a lead's survey: its rooms and figures, and who saved it last as `by` gives
 * it (a staff name for staff, 'customer' or null for the customer's own API). An unsaved
 * survey is an empty one.
 */
export function inventoryViewOf(
  stored: { rooms: InventoryRoom[]; updatedAt: string } | undefined,
  by: string | null,
): InventoryView {
  const rooms = stored?.rooms ?? [];
  const { totalCft, vehicle, crew } = summarise(rooms);
  return {
    rooms,
    totalCft,
    vehicle,
    crew,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored ? by : null,
  };
}

/** A lead's survey as staff see it: with the names of who saved, and its history. */
export interface StaffSurvey extends InventoryView {
  history: InventoryHistoryEntry[];
}
