export const cityCentres: Record<string, [number, number]>;
export const ROAD_FACTOR: number;
export function greatCircleKm(a: [number, number], b: [number, number]): number;
export function cityDistancePairs(): [string, string, number][];
