import { describe, expect, it } from 'vitest';
import * as citiesHi from '@/content/cities.hi';
import * as citiesOr from '@/content/cities.or';
import * as linesHi from '@/features/estimate/content/estimate-lines.hi';
import * as linesOr from '@/features/estimate/content/estimate-lines.or';
import { typicalMove } from '@/lib/city-pages/city-prices';
import { computeEstimate, type EstimateInput } from './compute-estimate';

const move: EstimateInput = {
  ...typicalMove,
  size: '2bhk',
  from: 'mumbai',
  to: 'pune',
  floorFrom: 3,
  liftFrom: false,
  cars: 1,
  declaredValue: 300_000,
};

/** Issue 49: a Hindi or Odia page's estimate reads in its language and adds up the same. */
describe.each([
  ['hi', linesHi, citiesHi, /[\u0900-\u097F]/u],
  ['or', linesOr, citiesOr, /[\u0B00-\u0B7F]/u],
] as const)('an estimate in %s', (_locale, lines, cities, script) => {
  const english = computeEstimate(move);
  const local = computeEstimate(move, {
    lineLabels: lines.lineLabels,
    assumptionTexts: lines.assumptionTexts,
    cityName: (slug) => cities.cityBySlug(slug)?.name,
  });

  it('has the same figures, line by line', () => {
    const sums = ({ low, high, subtotal, gst, total }: typeof english) => ({
      low,
      high,
      subtotal,
      gst,
      total,
    });
    expect(sums(local)).toEqual(sums(english));
    expect(local.lines.map((line) => line.amount)).toEqual(english.lines.map((l) => l.amount));
  });

  it('names every line, every assumption and the cities in its script', () => {
    for (const text of [...local.lines.map((line) => line.label), ...local.assumptions])
      expect(text, text).toMatch(script);
    const mumbai = cities.cityBySlug('mumbai')!.name;
    expect(local.assumptions[0]).toContain(mumbai);
    expect(mumbai).toMatch(script);
  });
});
