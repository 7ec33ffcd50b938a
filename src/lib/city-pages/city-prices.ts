import { cityBySlug, type CitySlug } from '@/content/cities';
import { roadKmBetween } from '@/features/estimate/settings/city-distances';
import { cityPages } from '@/content/city-pages';
import { cityPriceSizes, type CityPriceSize } from '@/content/city-pages/common';
import { computeEstimate, type EstimateInput } from '@/features/estimate';

/** The moves a city page prices: across the city, then to each of its four destinations. */
export interface CityPriceRow {
  from: CitySlug;
  to: CitySlug;
  /** Road km from the distance table; undefined for a move within the city. */
  km?: number;
  prices: Record<CityPriceSize, { low: number; high: number; total: number }>;
}

/** The plain move the page's figures assume: no stairs, standard packing, nothing extra. */
export const typicalMove = {
  floorFrom: 0,
  liftFrom: true,
  floorTo: 0,
  liftTo: true,
  packing: 'standard',
  cars: 0,
  bikes: 0,
  declaredValue: 0,
} as const satisfies Omit<EstimateInput, 'size'>;

function row(from: CitySlug, to: CitySlug): CityPriceRow {
  const prices = Object.fromEntries(
    cityPriceSizes.map((size) => {
      const { low, high, total } = computeEstimate({ ...typicalMove, size, from, to });
      return [size, { low, high, total }];
    }),
  ) as CityPriceRow['prices'];
  return { from, to, km: from === to ? undefined : roadKmBetween(from, to), prices };
}

/** Typical prices for a city's page, computed by the same model as /estimate. */
export function cityPriceRows(slug: CitySlug): CityPriceRow[] {
  if (!cityBySlug(slug)) throw new RangeError(`No city ${slug}`);
  return [row(slug, slug), ...cityPages[slug].destinations.map((to) => row(slug, to))];
}

/** The lowest and highest figure on a city's page, for its structured data. */
export function cityPriceRange(rows: readonly CityPriceRow[]) {
  const figures = rows.flatMap((entry) => Object.values(entry.prices));
  return {
    low: Math.min(...figures.map((price) => price.low)),
    high: Math.max(...figures.map((price) => price.high)),
  };
}
