import { describe, expect, it } from 'vitest';
import { indiaDateTime, todayInIndia } from './dates';

describe('India time', () => {
  it.each([
    ['2026-01-02T03:04:05.000Z', '2026-01-02 08:34'],
    // 18:30 UTC is midnight in India: the day turns there first.
    ['2026-01-01T18:29:59.000Z', '2026-01-01 23:59'],
    ['2026-01-01T18:30:00.000Z', '2026-01-02 00:00'],
    ['2026-12-31T20:00:00.000Z', '2027-01-01 01:30'],
    ['not a date', 'not a date'],
  ])('%s is read in India as %s', (iso, shown) => {
    expect(indiaDateTime(iso)).toBe(shown);
  });

  it('has today turn at 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(todayInIndia(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});
