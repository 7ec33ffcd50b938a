import { describe, expect, it } from 'vitest';
import { indiaDateTime, indiaDayOf, todayInIndia } from './dates';

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

  it("reads every moment as the time-zone database's Asia/Kolkata does", () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every 97 minutes (a step that walks through every hour and most minutes) for three years.
    const from = Date.parse('2025-01-01T00:00:00Z');
    for (let ms = from; ms < from + 3 * 366 * 86_400_000; ms += 97 * 60_000) {
      const parts = Object.fromEntries(
        kolkata.formatToParts(ms).map((part) => [part.type, part.value]),
      );
      const day = `${parts.year}-${parts.month}-${parts.day}`;
      const iso = new Date(ms).toISOString();
      expect(indiaDateTime(iso)).toBe(`${day} ${parts.hour}:${parts.minute}`);
      expect(todayInIndia(new Date(ms))).toBe(day);
      expect(indiaDayOf(iso)).toBe(day);
    }
  });
});
