import { describe, expect, it } from 'vitest';
import { cityCentres, cityDistancePairs as madeByScript } from './city-distances.mjs';
import { citySlugs } from '@/content/cities';
import { cityDistancePairs, roadKmBetween } from '@/features/estimate/settings/city-distances';

describe('the city distance table', () => {
  it('is what scripts/content/city-distances.mjs makes from the city centres (so its comment stays true)', () => {
    expect(cityDistancePairs.map((pair) => [...pair])).toEqual(madeByScript());
  });

  it('has a centre for each of the 13 cities and answers both ways', () => {
    expect(Object.keys(cityCentres).sort()).toEqual([...citySlugs].sort());
    expect(roadKmBetween('mumbai', 'pune')).toBe(150);
    expect(roadKmBetween('pune', 'mumbai')).toBe(150);
    expect(roadKmBetween('pune', 'pune')).toBeUndefined();
  });
});
