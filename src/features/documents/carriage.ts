import { roadKmBetween } from '@/features/estimate/settings/city-distances';
import { cities } from '@/content/cities';

/**
 * What a lorry receipt and a packing list carry for an employer's claim (issue 48 point 2):
 * government and PSU transfers are paid by kg × km, so both figures are printed. Snapshots
 * issued before this have none.
 */
export interface Carriage {
  /** Gross weight from the weighbridge slip; null: not weighed. */
  weightKg: number | null;
  /** Road distance; null: not known. */
  distanceKm: number | null;
  /** The firm's IBA transporter number when it has one (settings/bills.ts). */
  ibaNumber: string | null;
}

const slugOf = (city: string | null | undefined) =>
  city ? cities.find((c) => c.name.toLowerCase() === city.trim().toLowerCase())?.slug : undefined;

const text = (row: object, field: string): string | null => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The road km of a lead's route when both ends are branch cities in the distance table
 * (estimate/settings/city-distances.ts); undefined otherwise, and for a move within one city (its
 * distance is a guess the estimate makes, not a figure to print on a claim).
 */
export function routeKmOf(lead: object): number | undefined {
  const from = slugOf(text(lead, 'pickupCity') ?? text(lead, 'origin'));
  const to = slugOf(text(lead, 'dropCity') ?? text(lead, 'destination'));
  return from && to && from !== to ? roadKmBetween(from, to) : undefined;
}
