import { describe, expect, it } from 'vitest';
import { paiseFigure } from '@/lib/format-inr';
import { indianWords, rupeesInWords } from './amount-words';
import { documentNumber, financialYear } from './numbering';
import { halfTaxPaise, invoiceFigures, shareProRata } from './tax-invoice';

describe('amounts in words, the Indian system', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [100_000, 'Rupees One Thousand Only'],
    [
      12_345_650,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [
      123_456_789_001,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and One Paise Only',
    ],
    [-5_000, 'Minus Rupees Fifty Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('refuses what is not a count', () => {
    expect(() => indianWords(1.5)).toThrow(RangeError);
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

describe('tax invoice arithmetic', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 3, 4], [3, 3, 4]],
    [0, [5, 7], [0, 0]],
    [7, [0, 0, 10], [0, 0, 7]],
    [1_000_000_000, [999_999_999, 1], [999_999_999, 1]],
  ])('%i shared over %j → %j', (total, weights, shares) => {
    expect(shareProRata(total, weights)).toEqual(shares);
  });

  it('takes the discount off the taxable value, line by line, and splits tax within the state', () => {
    const figures = invoiceFigures(
      [
        { description: 'Packing', sac: '9967', gstBp: 1800, amountPaise: 1_000_000 },
        { description: 'Transport', sac: '9965', gstBp: 1800, amountPaise: 2_000_050 },
      ],
      300_000,
      true,
    );
    expect(figures.lines.map((l) => l.discountPaise)).toEqual([99_998, 200_002]);
    expect(figures.lines.map((l) => l.taxablePaise)).toEqual([900_002, 1_800_048]);
    expect(figures.lines.map((l) => l.cgstPaise)).toEqual([81_000, 162_004]);
    expect(figures).toMatchObject({
      grossPaise: 3_000_050,
      discountPaise: 300_000,
      taxablePaise: 2_700_050,
      cgstPaise: 243_004,
      sgstPaise: 243_004,
      igstPaise: 0,
      totalPaise: 2_700_050 + 486_008,
    });
  });

  // A seeded generator: the same cases every run, many of them.
  function* cases(count: number) {
    let seed = 20_261_126;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const rates = [0, 500, 1200, 1800, 2800];
    for (let c = 0; c < count; c++) {
      const lines = Array.from({ length: 1 + next(8) }, (_, i) => ({
        description: `line ${i}`,
        sac: '9965',
        gstBp: rates[next(rates.length)]!,
        amountPaise: next(c % 3 === 0 ? 1_000 : 50_000_000),
      }));
      const gross = lines.reduce((s, l) => s + l.amountPaise, 0);
      yield { lines, discount: next(gross + 1) };
    }
  }

  it('property: CGST = SGST, their sum is the IGST of the same lines, totals are the sums of the lines, to the paisa', () => {
    for (const { lines, discount } of cases(2_000)) {
      const intra = invoiceFigures(lines, discount, true);
      const inter = invoiceFigures(lines, discount, false);
      expect(intra.cgstPaise).toBe(intra.sgstPaise);
      expect(intra.cgstPaise + intra.sgstPaise).toBe(inter.igstPaise);
      expect(intra.totalPaise).toBe(inter.totalPaise);
      expect(intra.discountPaise).toBe(discount);
      expect(intra.lines.reduce((s, l) => s + l.discountPaise, 0)).toBe(discount);
      for (const [i, line] of intra.lines.entries()) {
        expect(line.cgstPaise).toBe(line.sgstPaise);
        expect(line.cgstPaise + line.sgstPaise).toBe(inter.lines[i]!.igstPaise);
        expect(line.taxablePaise).toBe(line.amountPaise - line.discountPaise);
        expect(line.totalPaise).toBe(line.taxablePaise + line.cgstPaise + line.sgstPaise);
        // Within one paisa of the exact tax.
        expect(
          Math.abs(line.cgstPaise * 2 - (line.taxablePaise * line.gstBp) / 10_000),
        ).toBeLessThanOrEqual(1);
      }
      expect(intra.totalPaise).toBe(intra.lines.reduce((s, l) => s + l.totalPaise, 0));
      expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(intra.totalPaise);
    }
  });

  it.each([
    [100, 1800, 9],
    [3, 1800, 0],
    [1_000_000, 1800, 90_000],
    [1_111, 500, 28],
  ])('half the tax on %i paise at %i bp is %i', (taxable, bp, half) => {
    expect(halfTaxPaise(taxable, bp)).toBe(half);
  });
});
