import type { MoveDayPlan } from './plan';

/** A floor and whether a lift serves it, as the estimate asked; null when not known. */
export type Floor = { floor: number; lift: boolean } | null;

/** What the crew needs on the truck (the job sheet, /admin/leads/bookings/{id}/job). */
export interface JobSheet {
  id: string;
  reference: string;
  name: string;
  phone: string;
  service: string | null;
  moveDate: string | null;
  pickup: { city: string | null; area: string | null; address: string | null; floor: Floor };
  drop: { city: string | null; area: string | null; address: string | null; floor: Floor };
  plan: MoveDayPlan;
  /** The survey: each room's things; null before anyone listed them. */
  load: {
    rooms: { name: string; lines: { name: string; qty: number }[] }[];
    items: number;
    cft: number;
  } | null;
  /** The balance to collect; null without an accepted quotation. */
  balancePaise: number | null;
  /** What the customer wrote with the booking. */
  message: string | null;
}

export type JobSheetData =
  { state: 'signed-out' | 'not-found' | 'unavailable' } | { state: 'ready'; sheet: JobSheet };
