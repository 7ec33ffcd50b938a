import { describe, expect, it } from 'vitest';
import { formatCount, formatInr, formatKm, formatPaise, paiseFigure } from './format-inr';

const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('Indian digit grouping by arithmetic', () => {
  it('writes every number as Intl en-IN does', () => {
    const values: number[] = [0, 1, 999, 1000, 99_999, 1_00_000, 12_50_000, 1_25_00_000];
    for (let n = 1; n < 1e16; n *= 7) values.push(Math.floor(n), Math.floor(n) + 0.5, -n);
    for (let n = 1; n < 3_000; n++) values.push(n * 37.25, n * 1_234.5, -n * 613);
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it('writes nothing below zero as "-0", where Intl would', () => {
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(-0.4)).toBe('0');
  });

  it('gives rupees, km and paise their marks', () => {
    expect(formatInr(1_250_000)).toBe('₹12,50,000');
    expect(formatInr(799.5)).toBe('₹800');
    expect(formatKm(1_440)).toBe('1,440 km');
    expect(formatPaise(12_500_050)).toBe('₹1,25,000.50');
    expect(formatPaise(-150)).toBe('−₹1.50');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(paiseFigure(12_345_600)).toBe('1,23,456.00');
  });
});

describe('figures grouped the Indian way', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12_345_600, '1,23,456.00'],
    [1_000_000_000, '1,00,00,000.00'],
    [-99_999, '−999.99'],
  ])('%i paise → %s', (paise, shown) => {
    expect(paiseFigure(paise)).toBe(shown);
  });
});
