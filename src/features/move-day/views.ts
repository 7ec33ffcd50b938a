import type { Milestone, MilestoneKind } from './milestones';

export interface SheetPlace {
  /** Address, area, city; null when none is known. */
  line: string | null;
  floor: { floor: number; lift: boolean } | null;
}

/** One move on the crew's phone (/admin/moves/{id}). */
export interface CrewSheet {
  id: string;
  reference: string;
  name: string;
  phone: string;
  moveDate: string | null;
  slot: string | null;
  vehicle: string | null;
  crewNames: string | null;
  driver: { name: string | null; phone: string | null };
  crewNotes: string | null;
  message: string | null;
  pickup: SheetPlace;
  drop: SheetPlace;
  rooms: {
    name: string;
    lines: { itemId: string; name: string; qty: number; fragile: boolean }[];
  }[];
  /** Null without an accepted quotation. */
  balancePaise: number | null;
  paidPaise: number;
  milestones: Milestone[];
  next: MilestoneKind | null;
  /** The prefilled WhatsApp updates for the customer, once loaded and delivered are recorded. */
  whatsappUpdates: { kind: MilestoneKind; href: string }[];
  /** The proof of delivery's PDF once delivered (it is issued with that step); else null. */
  proofUrl: string | null;
  /** Photos and signatures taken so far. */
  photoCount: number;
  signatureCount: number;
}

type Refused = { state: 'signed-out' | 'not-found' | 'forbidden' | 'unavailable' };
export type CrewSheetData = Refused | { state: 'ready'; sheet: CrewSheet };
export type MyMovesData = Refused | { state: 'ready'; moves: CrewMove[] };

/** One of the caller's moves, as the crew's list shows it (no money, no contact details). */
export interface CrewMove {
  id: string;
  reference: string;
  name: string;
  status: string;
  moveDate: string | null;
  slot: string | null;
  from: string | null;
  to: string | null;
  /** The step the crew records next; null once delivered. */
  next: MilestoneKind | null;
}
