import { describe, expect, it } from 'vitest';
import { halfTaxPaise, invoiceFigures, shareProRata } from './tax-invoice';

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
