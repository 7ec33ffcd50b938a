import { catalogue, type CatalogueItem } from '@/features/survey/content/inventory';
import { crewRule, vehicles, type Vehicle } from '@/features/survey/settings';

/** One line of an inventory as stored and sent: a catalogue item and how many. */
export interface InventoryLine {
  itemId: string;
  qty: number;
}
export interface InventoryRoom {
  name: string;
  items: InventoryLine[];
}

const byId: ReadonlyMap<string, CatalogueItem> = new Map(catalogue.map((i) => [i.id, i]));

/** The catalogue entry of an id, or undefined for an id the catalogue does not have. */
export function catalogueItem(id: string): CatalogueItem | undefined {
  return byId.get(id);
}

/** The suggested vehicle: `count` of it carry the load. */
export interface VehicleChoice {
  id: string;
  name: string;
  cft: number;
  count: number;
}

export interface LoadSummary {
  /** The truck's load in cft (a car on its own carrier is not in it), to one decimal. */
  totalCft: number;
  /** Pieces in all (each quantity counted). */
  pieces: number;
  fragilePieces: number;
  /** Cars: they go on a car carrier, apart from the truck. */
  ownCarrierPieces: number;
  /** Null for an empty load. */
  vehicle: VehicleChoice | null;
  /** People to send; 0 for an empty load. */
  crew: number;
}

// Sums in tenths of a cubic foot: a carton of 1.5 cft, 3 times, is 4.5 and not 4.499….
const tenths = (cft: number) => Math.round(cft * 10);

/** The truck's load of some rooms, in cft (unknown ids count nothing; the schema refuses them). */
export function totalCft(rooms: readonly InventoryRoom[]): number {
  let sum = 0;
  for (const room of rooms)
    for (const line of room.items) {
      const found = byId.get(line.itemId);
      if (found && !found.ownCarrier) sum += tenths(found.cft) * line.qty;
    }
  return sum / 10;
}

/**
 * The smallest vehicle that holds the load; past the largest, as many of the largest as it
 * takes. Null for nothing to carry.
 */
export function vehicleFor(
  cft: number,
  table: readonly Vehicle[] = vehicles,
): VehicleChoice | null {
  if (cft <= 0 || table.length === 0) return null;
  const fits = table.find((v) => v.cft >= cft);
  if (fits) return { id: fits.id, name: fits.name, cft: fits.cft, count: 1 };
  const largest = table[table.length - 1] as Vehicle;
  return {
    id: largest.id,
    name: largest.name,
    cft: largest.cft,
    count: Math.ceil(cft / largest.cft),
  };
}

/** One person per `cftPerPerson`, at least the minimum, at most the maximum per vehicle sent. */
export function crewFor(cft: number, vehicleCount: number, rule = crewRule): number {
  if (cft <= 0) return 0;
  const wanted = Math.max(rule.minimum, Math.ceil(cft / rule.cftPerPerson));
  return Math.min(wanted, rule.maximumPerVehicle * Math.max(1, vehicleCount));
}

/** What the survey's figures are: the load, the vehicle and the crew, as the editor shows them. */
export function summarise(rooms: readonly InventoryRoom[]): LoadSummary {
  let pieces = 0;
  let fragilePieces = 0;
  let ownCarrierPieces = 0;
  for (const room of rooms)
    for (const line of room.items) {
      const found = byId.get(line.itemId);
      if (!found) continue;
      pieces += line.qty;
      if (found.fragile) fragilePieces += line.qty;
      if (found.ownCarrier) ownCarrierPieces += line.qty;
    }
  const cft = totalCft(rooms);
  const vehicle = vehicleFor(cft);
  return {
    totalCft: cft,
    pieces,
    fragilePieces,
    ownCarrierPieces,
    vehicle,
    crew: crewFor(cft, vehicle?.count ?? 0),
  };
}
