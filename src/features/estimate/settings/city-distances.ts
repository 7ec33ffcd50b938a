import type { CitySlug } from '@/content/cities';

/**
 * Road distance in km between the 13 branch cities, each unordered pair once.
 *
 * How it was made (scripts/content/city-distances.mjs, printed by scripts/content/make-city-distances.mjs):
 * the great-circle distance between the city centres times a road factor of 1.25, rounded
 * to 10 km. Not routed on a map; a real route can differ by about 10 %, which the estimate's
 * low–high range and its assumptions cover. A test recomputes every figure from the script.
 */
export const cityDistancePairs = [
  ['bhubaneswar', 'mumbai', 1700],
  ['bhubaneswar', 'delhi', 1590],
  ['bhubaneswar', 'bangalore', 1500],
  ['bhubaneswar', 'hyderabad', 1050],
  ['bhubaneswar', 'chennai', 1250],
  ['bhubaneswar', 'kolkata', 460],
  ['bhubaneswar', 'pune', 1590],
  ['bhubaneswar', 'ahmedabad', 1750],
  ['bhubaneswar', 'jaipur', 1570],
  ['bhubaneswar', 'lucknow', 1100],
  ['bhubaneswar', 'surat', 1690],
  ['bhubaneswar', 'nagpur', 880],
  ['mumbai', 'delhi', 1440],
  ['mumbai', 'bangalore', 1060],
  ['mumbai', 'hyderabad', 780],
  ['mumbai', 'chennai', 1290],
  ['mumbai', 'kolkata', 2070],
  ['mumbai', 'pune', 150],
  ['mumbai', 'ahmedabad', 550],
  ['mumbai', 'jaipur', 1150],
  ['mumbai', 'lucknow', 1490],
  ['mumbai', 'surat', 290],
  ['mumbai', 'nagpur', 860],
  ['delhi', 'bangalore', 2170],
  ['delhi', 'hyderabad', 1570],
  ['delhi', 'chennai', 2190],
  ['delhi', 'kolkata', 1630],
  ['delhi', 'pune', 1470],
  ['delhi', 'ahmedabad', 970],
  ['delhi', 'jaipur', 290],
  ['delhi', 'lucknow', 520],
  ['delhi', 'surat', 1170],
  ['delhi', 'nagpur', 1060],
  ['bangalore', 'hyderabad', 620],
  ['bangalore', 'chennai', 360],
  ['bangalore', 'kolkata', 1950],
  ['bangalore', 'pune', 920],
  ['bangalore', 'ahmedabad', 1550],
  ['bangalore', 'jaipur', 1950],
  ['bangalore', 'lucknow', 1980],
  ['bangalore', 'surat', 1300],
  ['bangalore', 'nagpur', 1150],
  ['hyderabad', 'chennai', 640],
  ['hyderabad', 'kolkata', 1480],
  ['hyderabad', 'pune', 630],
  ['hyderabad', 'ahmedabad', 1100],
  ['hyderabad', 'jaipur', 1370],
  ['hyderabad', 'lucknow', 1350],
  ['hyderabad', 'surat', 910],
  ['hyderabad', 'nagpur', 530],
  ['chennai', 'kolkata', 1700],
  ['chennai', 'pune', 1140],
  ['chennai', 'ahmedabad', 1710],
  ['chennai', 'jaipur', 2010],
  ['chennai', 'lucknow', 1920],
  ['chennai', 'surat', 1500],
  ['chennai', 'nagpur', 1130],
  ['kolkata', 'pune', 1970],
  ['kolkata', 'ahmedabad', 2020],
  ['kolkata', 'jaipur', 1700],
  ['kolkata', 'lucknow', 1110],
  ['kolkata', 'surat', 2010],
  ['kolkata', 'nagpur', 1210],
  ['pune', 'ahmedabad', 650],
  ['pune', 'jaipur', 1190],
  ['pune', 'lucknow', 1470],
  ['pune', 'surat', 390],
  ['pune', 'nagpur', 780],
  ['ahmedabad', 'jaipur', 680],
  ['ahmedabad', 'lucknow', 1180],
  ['ahmedabad', 'surat', 260],
  ['ahmedabad', 'nagpur', 880],
  ['jaipur', 'lucknow', 640],
  ['jaipur', 'surat', 880],
  ['jaipur', 'nagpur', 900],
  ['lucknow', 'surat', 1300],
  ['lucknow', 'nagpur', 830],
  ['surat', 'nagpur', 810],
] as const satisfies readonly (readonly [CitySlug, CitySlug, number])[];

/** Distance of a move within one city when the visitor gives none (an average cross-town move). */
export const DEFAULT_WITHIN_CITY_KM = 15;

/** Road km between two different branch cities; undefined when the pair is not in the table. */
export function roadKmBetween(from: CitySlug, to: CitySlug): number | undefined {
  for (const [a, b, km] of cityDistancePairs) {
    if ((a === from && b === to) || (a === to && b === from)) return km;
  }
  return undefined;
}
