import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from './format-date';

describe('date formatting', () => {
  it('writes dates day first, the Indian way', () => {
    expect(formatNumericDate('2024-12-25')).toBe('25/12/2024');
    expect(formatLongDate('2025-01-04')).toBe('4 January 2025');
  });

  it('does not shift a date across midnight in any time zone', () => {
    expect(formatLongDate('2025-03-01')).toBe('1 March 2025');
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024');
  });

  it('refuses anything that is not a real ISO date', () => {
    expect(() => formatNumericDate('25/12/2024')).toThrow();
    expect(() => formatLongDate('2025-02-30')).toThrow();
  });
});
