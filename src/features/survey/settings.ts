/**
 * The survey's rules as data: the vehicles and what each carries, the crew a load needs, and
 * the bounds of a survey (checked at start by src/server/settings-check.ts).
 */

export interface Vehicle {
  readonly id: string;
  readonly name: string;
  /** What it carries of a household load: its box less the gaps a real load leaves. */
  readonly cft: number;
}

/** Smallest first: the suggestion is the first that holds the load. */
export const vehicles = [
  { id: 'tata-ace', name: 'Tata Ace (7 ft)', cft: 150 },
  { id: 'pickup-8ft', name: 'Pickup (8 ft, Bolero type)', cft: 250 },
  { id: 'truck-14ft', name: '14 ft truck', cft: 450 },
  { id: 'truck-17ft', name: '17 ft truck', cft: 650 },
  { id: 'truck-19ft', name: '19 ft truck', cft: 800 },
  { id: 'truck-22ft', name: '22 ft truck', cft: 1000 },
  { id: 'container-24ft', name: '24 ft container', cft: 1200 },
  { id: 'container-32ft', name: '32 ft container', cft: 1700 },
] as const satisfies readonly Vehicle[];

/**
 * People to pack, carry and load: one per `cftPerPerson` of load, never fewer than
 * `minimum` (two carry a fridge) nor more than `maximum` per truck (more only get in the
 * way on one staircase). A load on several trucks gets a crew per truck.
 */
export const crewRule = { cftPerPerson: 150, minimum: 2, maximumPerVehicle: 8 } as const;

export const INVENTORY_LIMITS = {
  rooms: 30,
  roomName: 40,
  lines: 300,
  qtyMin: 1,
  qtyMax: 999,
} as const;
