/**
 * The company's tariff in whole rupees: the figures behind every estimate.
 *
 * Seeded from published Indian market prices (research/india-moving-market.md, gathered
 * from public pages in 2026); each figure names its source. They are our starting tariff,
 * not quotes copied from anyone: a figure marked "ours" has no published counterpart and is
 * set so that the totals land inside the published ranges. Checks against those ranges live
 * in src/features/estimate/compute-estimate.test.ts ("lands inside the published ranges").
 *
 * Every distance charge is marginal, like income-tax slabs: each km is charged at the rate of
 * the band it falls in, so a longer move can never cost less than a shorter one.
 */

import { estimateGstBp } from '@/settings/company';

export const homeSizes = ['1rk', '1bhk', '2bhk', '3bhk', '4bhk'] as const;
export type HomeSize = (typeof homeSizes)[number];
export const moveSizes = [...homeSizes, 'office'] as const;
export type MoveSize = (typeof moveSizes)[number];

export const packingGrades = ['standard', 'premium'] as const;
export type PackingGrade = (typeof packingGrades)[number];

export const carTypes = ['hatchback', 'sedan', 'suv'] as const;
export type CarType = (typeof carTypes)[number];

export const bikeTypes = ['standard', 'cruiser'] as const;
export type BikeType = (typeof bikeTypes)[number];

/** One slab of a distance charge: km up to `uptoKm` (the last band has none) at `perKm`. */
export type DistanceBand = { readonly uptoKm?: number; readonly perKm: number };

type SizeRates = {
  /** Labour to pack, load and unload, with standard packing materials. */
  base: number;
  /** How much truck the home fills, against a 2 BHK's 1.0; multiplies the transport charge. */
  truckFactor: number;
  /** Carrying goods up or down one floor by the stairs (no lift), at one end. */
  perFloorNoLift: number;
  /** Extra for premium packing (multi-layer wrap, wooden crates for fragile items). */
  premiumPacking: number;
};

export const tariff = {
  /** Changes when any figure below changes; stored with every estimate snapshot. */
  version: '2026-11-23',

  /**
   * base: calculator.city's packing + loading figures (1RK 3,500 + 1,500; 1BHK 5,500 +
   * 2,500; 2BHK 8,500 + 4,000; 3BHK 12,000 + 6,000; 4BHK 16,000 + 8,500) scaled by ~0.45, so
   * that a move of under 10 km lands in 1-support.in's local table (1BHK 3–5k, 2BHK 4–7k,
   * 3BHK 6–9k) to calculator.city's (6–10k / 10–18k / 15–25k).
   * truckFactor: the ratio of the per-km rates in calculator.city's formula (₹15 / 22 / 32 /
   * 42 / 55 per km) to the 2BHK's ₹32.
   * perFloorNoLift: ours (calculators take floor and lift as inputs but publish no figure).
   * premiumPacking: ours, about half of calculator.city's packing figure for each size.
   */
  sizes: {
    '1rk': { base: 2_300, truckFactor: 0.5, perFloorNoLift: 150, premiumPacking: 1_500 },
    '1bhk': { base: 3_500, truckFactor: 0.7, perFloorNoLift: 250, premiumPacking: 2_500 },
    '2bhk': { base: 5_500, truckFactor: 1, perFloorNoLift: 400, premiumPacking: 4_000 },
    '3bhk': { base: 7_500, truckFactor: 1.3, perFloorNoLift: 550, premiumPacking: 6_000 },
    '4bhk': { base: 10_000, truckFactor: 1.7, perFloorNoLift: 750, premiumPacking: 8_000 },
  } satisfies Record<HomeSize, SizeRates>,

  /**
   * An office is priced per seat (a desk with its chair, storage and computer). Ours: a
   * 10-seat office comes to about a 2BHK, a 20-seat one to about a 3–4BHK.
   */
  office: {
    minSeats: 1,
    maxSeats: 500,
    base: 1_500,
    basePerSeat: 400,
    truckFactorBase: 0.3,
    truckFactorPerSeat: 0.07,
    perFloorNoLiftPerSeat: 40,
    premiumPackingPerSeat: 350,
  },

  /**
   * Truck transport for a 2BHK (times the size's truckFactor). The first `includedKm` cost
   * `minimum`; each further km is charged by band. Set so the totals land in the published
   * interstate corridors (research file): ~340 km 1/2/3BHK 7.5–12k / 11–18k / 18–30k,
   * ~1,050 km 12–18k / 18–28k / 28–48k, ~2,050 km 20–32k / 28–48k / 45–80k; and in
   * calculator.city's "under 30 km: 1,500 + ₹50/km" for short hauls.
   */
  transport: {
    minimum: 1_500,
    includedKm: 10,
    bands: [
      { uptoKm: 50, perKm: 40 },
      { uptoKm: 500, perKm: 14 },
      { uptoKm: 1_500, perKm: 10 },
      { perKm: 8 },
    ],
  },

  /**
   * Cars on a closed car carrier. Research file (an Indian mover's table): local 2.5–5k;
   * interstate hatchback 8.5–15k, sedan 10.5–18k, SUV 13.5–24k. `minimum` covers the first
   * `includedKm`; `factor` multiplies the banded per-km charge beyond them.
   */
  cars: {
    includedKm: 50,
    types: {
      hatchback: { minimum: 2_500, factor: 1 },
      sedan: { minimum: 3_000, factor: 1.2 },
      suv: { minimum: 4_000, factor: 1.55 },
    } satisfies Record<CarType, { minimum: number; factor: number }>,
    bands: [{ uptoKm: 500, perKm: 9 }, { uptoKm: 1_500, perKm: 4 }, { perKm: 3 }],
  },

  /**
   * Two-wheelers. Research file: by rail parcel 100–500 km 1.2–2k, 500–1,000 km 2–3.5k,
   * 1,000–2,000 km 3.5–5.5k; interstate 3.5–5.5k, cruisers 4.8–8k.
   */
  bikes: {
    includedKm: 50,
    types: {
      standard: { minimum: 900, factor: 1 },
      cruiser: { minimum: 1_500, factor: 1.45 },
    } satisfies Record<BikeType, { minimum: number; factor: number }>,
    bands: [{ uptoKm: 1_000, perKm: 2.2 }, { perKm: 1.2 }],
  },

  /**
   * Transit insurance as a percentage of the declared value: the middle of the published
   * 1–3 % (sarathi 1–3 %, transitpackers 3 %, another 1.5 %). Nothing declared, no cover.
   */
  insurancePercent: 2,

  /**
   * GST on a full-service move (assureshift, cloudpackers: 18 % of the subtotal), read from the
   * company's tax settings (src/settings/company.ts) so the estimate and a quotation never differ.
   */
  gstPercent: estimateGstBp / 100,

  /**
   * The range around the total (ours): the volume of goods is confirmed at the free survey,
   * and a real route can be ~10 % longer than the table's. Rounded outwards to ₹100.
   */
  range: { lowFactor: 0.9, highFactor: 1.15, roundTo: 100 },

  /** Bounds of the inputs (what a form or the API accepts). */
  limits: { maxKm: 5_000, maxFloor: 60, maxVehicles: 5, maxDeclaredValue: 10_000_000 },
} as const;
