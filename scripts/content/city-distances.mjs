// How src/features/estimate/settings/city-distances.ts is made: the great-circle distance between the city
// centres below (haversine, Earth radius 6,371 km) times a road factor of 1.25, rounded to
// 10 km. 1.25 is a common ratio of road to straight-line distance between Indian cities; it
// gives Mumbai–Pune 150 km and Delhi–Jaipur 290 km, close to the usually quoted road
// distances (about 150 and 280 km). Not routed on a map: a real route may differ by ~10 %.

/** City-centre coordinates (latitude, longitude in degrees) of the 13 branch cities. */
/** @type {Record<string, [number, number]>} */
export const cityCentres = {
  bhubaneswar: [20.2961, 85.8245],
  mumbai: [19.076, 72.8777],
  delhi: [28.6139, 77.209],
  bangalore: [12.9716, 77.5946],
  hyderabad: [17.385, 78.4867],
  chennai: [13.0827, 80.2707],
  kolkata: [22.5726, 88.3639],
  pune: [18.5204, 73.8567],
  ahmedabad: [23.0225, 72.5714],
  jaipur: [26.9124, 75.7873],
  lucknow: [26.8467, 80.9462],
  surat: [21.1702, 72.8311],
  nagpur: [21.1458, 79.0882],
};

export const ROAD_FACTOR = 1.25;

const toRad = (deg) => (deg * Math.PI) / 180;

/**
 * @param {[number, number]} a
 * @param {[number, number]} b
 * @returns {number}
 */
export function greatCircleKm([lat1, lon1], [lat2, lon2]) {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * Every unordered pair once, in the order of cityCentres: [from, to, road km].
 * @returns {[string, string, number][]}
 */
export function cityDistancePairs() {
  const slugs = Object.keys(cityCentres);
  const pairs = [];
  for (let i = 0; i < slugs.length; i++) {
    for (let j = i + 1; j < slugs.length; j++) {
      const km = greatCircleKm(cityCentres[slugs[i]], cityCentres[slugs[j]]) * ROAD_FACTOR;
      pairs.push([slugs[i], slugs[j], Math.round(km / 10) * 10]);
    }
  }
  return pairs;
}
