import { cityBySlug, type CitySlug } from '@/content/cities';
import { DEFAULT_WITHIN_CITY_KM, roadKmBetween } from '@/features/estimate/settings/city-distances';
import * as englishLines from '@/features/estimate/content/estimate-lines';
import type { Translated } from '@/lib/i18n/translated';
import { estimateGstBp } from '@/settings/company';
import { policies } from '@/content/policies';
import {
  tariff,
  type BikeType,
  type CarType,
  type DistanceBand,
  type MoveSize,
  type PackingGrade,
} from '@/features/estimate/settings/tariff';

/** What a visitor tells us about the move; the API's query, already validated. */
export type EstimateInput = {
  size: MoveSize;
  /** Desks of an office move; required when size is `office`. */
  seats?: number;
  from?: CitySlug;
  to?: CitySlug;
  /** Road km: the distance when a place is not in the city table, or across one city. */
  km?: number;
  /** 0 is the ground floor. */
  floorFrom: number;
  liftFrom: boolean;
  floorTo: number;
  liftTo: boolean;
  packing: PackingGrade;
  cars: number;
  carType?: CarType;
  bikes: number;
  bikeType?: BikeType;
  /** ₹ value of the goods to insure in transit; 0 for no cover. */
  declaredValue: number;
  /** The moving date (YYYY-MM-DD); shown, not priced. */
  date?: string;
};

export type EstimateLine = { label: string; amount: number };

/**
 * The words of an estimate's lines and assumptions, and the cities' names, in one language: the
 * English module by default (the API, the stored snapshot, the staff); a Hindi or Odia page
 * passes its own (estimate-lines.hi.ts, cities.hi.ts), so its figures read in its language.
 */
export interface EstimateWords {
  lineLabels: Translated<typeof englishLines.lineLabels>;
  assumptionTexts: Translated<typeof englishLines.assumptionTexts>;
  cityName(slug: CitySlug): string | undefined;
}

const englishWords: EstimateWords = {
  lineLabels: englishLines.lineLabels,
  assumptionTexts: englishLines.assumptionTexts,
  cityName: (slug) => cityBySlug(slug)?.name,
};

/** The answer of GET /api/estimate, in whole rupees. */
export type EstimateResult = {
  currency: 'INR';
  low: number;
  high: number;
  lines: EstimateLine[];
  subtotal: number;
  gst: number;
  total: number;
  assumptions: string[];
};

export type ResolvedDistance = { km: number; source: 'table' | 'within-city' | 'given' };

/**
 * The road distance of a move: two different cities of the table → the table (a km given
 * alongside is ignored, so a listed route always costs the same); the same city → the km
 * given or an average cross-town move; otherwise the km given. Undefined when unknown.
 */
export function resolveDistance(
  input: Pick<EstimateInput, 'from' | 'to' | 'km'>,
): ResolvedDistance | undefined {
  const { from, to, km } = input;
  if (from && to && from !== to) {
    const tableKm = roadKmBetween(from, to);
    if (tableKm !== undefined) return { km: tableKm, source: 'table' };
  }
  if (from && from === to) return { km: km ?? DEFAULT_WITHIN_CITY_KM, source: 'within-city' };
  return km === undefined ? undefined : { km, source: 'given' };
}

/** A charge of `minimum` for the first `includedKm`, then each further km at its band's rate × factor. */
function distanceCharge(
  km: number,
  minimum: number,
  includedKm: number,
  bands: readonly DistanceBand[],
  factor: number,
) {
  let charge = 0;
  let from = includedKm;
  for (const band of bands) {
    const upto = Math.min(km, band.uptoKm ?? Infinity);
    if (upto > from) charge += (upto - from) * band.perKm;
    from = Math.max(from, band.uptoKm ?? Infinity);
  }
  return minimum + charge * factor;
}

function sizeRates(size: MoveSize, seats: number) {
  if (size !== 'office') return tariff.sizes[size];
  const office = tariff.office;
  return {
    base: office.base + office.basePerSeat * seats,
    truckFactor: office.truckFactorBase + office.truckFactorPerSeat * seats,
    perFloorNoLift: office.perFloorNoLiftPerSeat * seats,
    premiumPacking: office.premiumPackingPerSeat * seats,
  };
}

/**
 * The itemised estimate of a move. Pure: the API, the pages and the stored lead all call it.
 * Each line is rounded to the rupee; subtotal is their sum; GST is gstPercent of the subtotal
 * rounded to the nearest rupee (halves up); total = subtotal + GST; low and high are the total
 * times the range factors, rounded outwards to ₹100, so low ≤ total ≤ high.
 * Throws a RangeError when the distance cannot be resolved (validation prevents it).
 */
export function computeEstimate(
  input: EstimateInput,
  words: EstimateWords = englishWords,
): EstimateResult {
  const { lineLabels } = words;
  const distance = resolveDistance(input);
  if (!distance) throw new RangeError('computeEstimate: no distance (give two cities or km)');
  const km = distance.km;
  const seats = input.size === 'office' ? (input.seats ?? tariff.office.minSeats) : 0;
  const rates = sizeRates(input.size, seats);
  const carType = input.carType ?? 'sedan';
  const bikeType = input.bikeType ?? 'standard';

  const candidates: EstimateLine[] = [
    { label: lineLabels.base(input.size, seats), amount: rates.base },
    {
      label: lineLabels.premiumPacking,
      amount: input.packing === 'premium' ? rates.premiumPacking : 0,
    },
    {
      label: lineLabels.transport(km),
      amount: distanceCharge(
        km,
        tariff.transport.minimum * rates.truckFactor,
        tariff.transport.includedKm,
        tariff.transport.bands,
        rates.truckFactor,
      ),
    },
    {
      label: lineLabels.stairsFrom(input.floorFrom),
      amount: input.liftFrom ? 0 : input.floorFrom * rates.perFloorNoLift,
    },
    {
      label: lineLabels.stairsTo(input.floorTo),
      amount: input.liftTo ? 0 : input.floorTo * rates.perFloorNoLift,
    },
    {
      label: lineLabels.cars(input.cars, carType),
      amount: input.cars * vehicleCharge(km, tariff.cars, carType),
    },
    {
      label: lineLabels.bikes(input.bikes, bikeType),
      amount: input.bikes * vehicleCharge(km, tariff.bikes, bikeType),
    },
    {
      label: lineLabels.insurance(tariff.insurancePercent, input.declaredValue),
      amount: (input.declaredValue * tariff.insurancePercent) / 100,
    },
  ];
  const lines = candidates
    .map((line) => ({ label: line.label, amount: Math.round(line.amount) }))
    .filter((line) => line.amount > 0);

  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = Math.round((subtotal * estimateGstBp) / 10_000);
  const total = subtotal + gst;
  const { lowFactor, highFactor, roundTo } = tariff.range;
  return {
    currency: 'INR',
    low: Math.floor((total * lowFactor) / roundTo) * roundTo,
    high: Math.ceil((total * highFactor) / roundTo) * roundTo,
    lines,
    subtotal,
    gst,
    total,
    assumptions: assumptionsOf(input, distance, seats, words),
  };
}

type VehicleRates = {
  includedKm: number;
  bands: readonly DistanceBand[];
  types: Record<string, { minimum: number; factor: number }>;
};

function vehicleCharge(km: number, rates: VehicleRates, type: string): number {
  const perType = rates.types[type];
  if (!perType) throw new RangeError(`computeEstimate: unknown vehicle type ${type}`);
  return distanceCharge(km, perType.minimum, rates.includedKm, rates.bands, perType.factor);
}

function assumptionsOf(
  input: EstimateInput,
  distance: ResolvedDistance,
  seats: number,
  { assumptionTexts, cityName: nameOf }: EstimateWords,
): string[] {
  const cityName = (slug: CitySlug | undefined) => (slug && nameOf(slug)) ?? '';
  const distanceText =
    distance.source === 'table'
      ? assumptionTexts.tableDistance(cityName(input.from), cityName(input.to), distance.km)
      : distance.source === 'within-city'
        ? assumptionTexts.withinCity(cityName(input.from), distance.km)
        : assumptionTexts.givenDistance(distance.km);
  return [
    distanceText,
    assumptionTexts.homeVolume(input.size, seats),
    assumptionTexts.lifts,
    ...(input.declaredValue > 0 ? [] : [assumptionTexts.noInsurance(tariff.insurancePercent)]),
    assumptionTexts.gst(tariff.gstPercent),
    assumptionTexts.validity(policies.quoteValidityDays),
  ];
}
