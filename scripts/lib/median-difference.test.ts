import { describe, expect, it } from 'vitest';
import { againstGoal, median, medianDifference, medianRatio } from './median-difference.mjs';

describe('median', () => {
  it('takes the middle of the numbers and leaves out failed loads', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, null, 2, 8, undefined])).toBe(4);
    expect(median([null])).toBeNull();
  });

  it('takes the upper of the two middle numbers of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe('medianDifference', () => {
  const base = [1500, 1520, 1540, 1560, 1580, 1600, 1620];

  it('puts a clear shift outside zero', () => {
    const later = base.map((value) => value + 300);
    const result = medianDifference(base, later)!;
    expect(result.difference).toBe(300);
    expect(result.low).toBeGreaterThan(0);
    expect(result.high).toBeGreaterThanOrEqual(result.difference);
  });

  it('keeps zero inside the interval when two samples overlap', () => {
    const noisy = [1480, 1600, 1530, 1650, 1510, 1590, 1560];
    const result = medianDifference(base, noisy)!;
    expect(result.low).toBeLessThan(0);
    expect(result.high).toBeGreaterThan(0);
  });

  it('gives the same interval for the same seed and none without numbers', () => {
    const other = [1490, 1700, 1550, 1610, 1500, 1580, 1660];
    expect(medianDifference(base, other, { seed: 7 })).toEqual(
      medianDifference(base, other, { seed: 7 }),
    );
    expect(medianDifference(base, [null, null])).toBeNull();
  });
});

describe('medianRatio and againstGoal', () => {
  const floor = [1600, 1620, 1640, 1660, 1680, 1700, 1720, 1640, 1650];

  it('puts a route far over the goal clearly over it, and one far under clearly within', () => {
    const slow = floor.map((value) => value * 1.4);
    const quick = floor.map((value) => value * 1.02);
    const over = medianRatio(floor, slow)!;
    expect(over.ratio).toBeCloseTo(1.4, 5);
    expect(againstGoal(over, 1.15)).toBe('misses');
    expect(againstGoal(medianRatio(floor, quick)!, 1.15)).toBe('meets');
  });

  it('calls a route undecided when its interval straddles the goal, though its median meets it', () => {
    const straddling = [1700, 2050, 1800, 1990, 1760, 1930, 1850, 2100, 1820];
    const result = medianRatio(floor, straddling)!;
    expect(result.ratio).toBeLessThanOrEqual(1.15);
    expect(result.low).toBeLessThan(1.15);
    expect(result.high).toBeGreaterThan(1.15);
    expect(againstGoal(result, 1.15)).toBe('undecided');
  });

  it('judges a difference against a goal in milliseconds the same way', () => {
    const late = floor.map((value) => value + 500);
    expect(againstGoal(medianDifference(floor, late)!, 300)).toBe('misses');
    expect(againstGoal(medianDifference(floor, floor)!, 300)).toBe('meets');
    expect(medianRatio([null], floor)).toBeNull();
  });
});
