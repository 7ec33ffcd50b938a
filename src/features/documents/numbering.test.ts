import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear } from './numbering';

describe('document numbers', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2026-11-26', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2027-04-01', '2027-28'],
    ['2099-12-31', '2099-00'],
  ])('%s is in the financial year %s', (day, year) => {
    expect(financialYear(day)).toBe(year);
  });

  it.each([
    ['INV', 42, 'INV/2026-27/0042'],
    ['CN', 1, 'CN/2026-27/0001'],
    ['LR', 12_345, 'LR/2026-27/12345'],
  ])('%s %i → %s, at most 16 characters', (prefix, serial, number) => {
    expect(documentNumber(prefix, '2026-27', serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it('refuses a number longer than 16 characters rather than cut it', () => {
    expect(() => documentNumber('INV', '2026-27', 10_000)).toThrow(RangeError);
  });
});
