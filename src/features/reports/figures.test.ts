import { describe, expect, it } from 'vitest';
import { medianOfCounts } from './figures';

/** The median as a list of every value gives it, worked out here by sorting. */
function medianOfList(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const countsOf = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('the median of waits given as counts of each whole minute', () => {
  it.each([
    { values: [], median: null },
    { values: [7], median: 7 },
    { values: [40, 5], median: 22.5 },
    { values: [5, 5, 5, 90], median: 5 },
    { values: [1, 2, 2, 3, 60, 60], median: 2.5 },
    { values: [0, 0, 120], median: 0 },
  ])('$values → $median', ({ values, median }) => {
    expect(medianOfCounts(countsOf(values))).toBe(median);
  });

  it('equals the sorted list’s median for lists of any length and repeats', () => {
    let seed = 26;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 15));
      expect(medianOfCounts(countsOf(values))).toBe(medianOfList(values));
    }
  });
});
