import { formatInr, formatKm } from '@/lib/format-inr';
import type { BikeType, CarType, MoveSize, PackingGrade } from '../settings/tariff';

/** Names of the sizes, packing grades and vehicle types, as the form and the lines show them. */
export const sizeLabels = {
  '1rk': '1 RK',
  '1bhk': '1 BHK',
  '2bhk': '2 BHK',
  '3bhk': '3 BHK',
  '4bhk': '4 BHK',
  office: 'Office',
} as const satisfies Record<MoveSize, string>;

export const packingLabels = {
  standard: 'Standard packing',
  premium: 'Premium packing',
} as const satisfies Record<PackingGrade, string>;

export const carTypeLabels = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  suv: 'SUV',
} as const satisfies Record<CarType, string>;

export const bikeTypeLabels = {
  standard: 'Bike or scooter',
  cruiser: 'Cruiser or sports bike',
} as const satisfies Record<BikeType, string>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const floors = (count: number) => plural(count, 'floor', 'floors');

/** The label of each line of an estimate; the amounts come from the tariff. */
export const lineLabels = {
  base: (size: MoveSize, seats?: number) =>
    size === 'office'
      ? `Packing, loading and unloading: office of ${plural(seats ?? 0, 'seat', 'seats')}`
      : `Packing, loading and unloading: ${sizeLabels[size]} home`,
  premiumPacking: 'Premium packing: multi-layer wrap and crates for fragile items',
  transport: (km: number) => `Transport by closed truck, ${formatKm(km)}`,
  stairsFrom: (count: number) => `Stairs at pick-up: ${floors(count)} without a lift`,
  stairsTo: (count: number) => `Stairs at delivery: ${floors(count)} without a lift`,
  cars: (count: number, type: CarType) =>
    `Car transport on a closed carrier: ${count} × ${carTypeLabels[type]}`,
  bikes: (count: number, type: BikeType) =>
    `Two-wheeler transport: ${count} × ${bikeTypeLabels[type]}`,
  insurance: (percent: number, declaredValue: number) =>
    `Transit insurance: ${percent} % of ${formatInr(declaredValue)} declared`,
};

/** Where the distance came from, and what the figures take for granted. */
export const assumptionTexts = {
  tableDistance: (from: string, to: string, km: number) =>
    `Road distance ${from} to ${to}: about ${formatKm(km)}, from our city-to-city table.`,
  withinCity: (city: string, km: number) => `A move within ${city} of about ${formatKm(km)}.`,
  givenDistance: (km: number) => `Road distance as you gave it: ${formatKm(km)}.`,
  homeVolume: (size: MoveSize, seats?: number) =>
    size === 'office'
      ? `The furniture and equipment of a typical ${plural(seats ?? 0, 'seat', 'seats')} office.`
      : `The goods of a typical ${sizeLabels[size]} home; a free survey confirms the volume, and the final price stays inside the range shown.`,
  lifts: 'A lift, where you said there is one, takes furniture; otherwise goods go by the stairs.',
  noInsurance: (percent: number) =>
    `No transit insurance: declare the value of your goods to add cover at ${percent} % of it.`,
  gst: (percent: number) => `GST at ${percent} % on the full service.`,
  validity: (days: number) => `Valid for ${days} days from today.`,
};
