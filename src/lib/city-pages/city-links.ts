import type { CitySlug } from '@/content/cities';
import type { CityPriceSize } from '@/content/city-pages/common';
import { typicalMove } from './city-prices';

/** The estimate's inputs for a typical move, in the query names of /estimate and /api/estimate. */
function moveQuery(from: CitySlug, to: CitySlug, size: CityPriceSize) {
  const params = new URLSearchParams({ size, from, to });
  for (const [name, value] of Object.entries(typicalMove)) params.set(name, String(value));
  return params.toString();
}

/** /estimate with the city (and a destination) filled in. */
export const cityEstimateHref = (
  from: CitySlug,
  to: CitySlug = from,
  size: CityPriceSize = '2bhk',
) => `/estimate?${moveQuery(from, to, size)}`;

/** /booking for a home move, with the estimate's inputs carried over as "Book at this price" does. */
export const cityBookingHref = (from: CitySlug, size: CityPriceSize = '2bhk') =>
  `/booking?service=household-shifting&${moveQuery(from, from, size)}`;
