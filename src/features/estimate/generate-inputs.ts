import { citySlugs } from '@/content/cities';
import { bikeTypes, carTypes, homeSizes, packingGrades, tariff } from '@/features/estimate/settings/tariff';
import type { EstimateInput } from './compute-estimate';

/** A small seeded generator (mulberry32), so a failing property names a reproducible input. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, bool: () => next() < 0.5 };
}

/** Any valid input: a home or office, a listed route, a move across a city, or a given km. */
export function randomEstimateInput(random: ReturnType<typeof seededRandom>): EstimateInput {
  const isOffice = random.next() < 0.2;
  const route = random.int(0, 2);
  const from = random.pick(citySlugs);
  const { limits } = tariff;
  return {
    size: isOffice ? 'office' : random.pick(homeSizes),
    seats: isOffice ? random.int(tariff.office.minSeats, 200) : undefined,
    from: route === 2 ? undefined : from,
    to:
      route === 0
        ? random.pick(citySlugs.filter((slug) => slug !== from))
        : route === 1
          ? from
          : undefined,
    km: route === 0 ? undefined : random.int(1, route === 1 ? 120 : limits.maxKm),
    floorFrom: random.int(0, 20),
    liftFrom: random.bool(),
    floorTo: random.int(0, 20),
    liftTo: random.bool(),
    packing: random.pick(packingGrades),
    cars: random.int(0, limits.maxVehicles),
    carType: random.pick(carTypes),
    bikes: random.int(0, limits.maxVehicles),
    bikeType: random.pick(bikeTypes),
    declaredValue: random.bool() ? 0 : random.int(1, 5_000_000),
  };
}
