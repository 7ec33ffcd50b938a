import { describe, expect, it } from 'vitest';
import { quotationLineKinds } from '@/settings/company';
import { halfTaxPaise } from '@/features/documents/tax-invoice';
import { advanceFromPercent, moveFigures, quotationTotals } from './totals';

describe('quotation totals', () => {
  it('the issue’s quotation: the discount comes off before GST, as on the tax invoice', () => {
    const lines = [
      { kind: quotationLineKinds[0]!, label: 'Packing', amountPaise: 1_234_567 },
      { kind: quotationLineKinds[0]!, label: 'Transport', amountPaise: 2_345_678 },
    ];
    const totals = quotationTotals(lines, 100_000);
    // Before: 35,802.45 + 6,444.44 GST − 1,000 = ₹41,246.89; the invoice said ₹41,066.89.
    expect(totals.subtotalPaise).toBe(3_580_245);
    expect(totals.taxablePaise).toBe(3_480_245);
    expect(totals.totalPaise).toBe(moveFigures(lines, 100_000, false).totalPaise);
    expect(totals.totalPaise).toBe(totals.taxablePaise + totals.gstPaise);
  });

  it('total = taxable + Σ per-line GST (two halves, half up) for many random quotations', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + next(12) }, () => ({
        kind: quotationLineKinds[next(quotationLineKinds.length)]!,
        label: 'x',
        amountPaise: next(5_000_000_00),
      }));
      const discount = next(10_000);
      const totals = quotationTotals(lines, discount);
      const shared = totals.lines.reduce((sum, line) => sum + line.discountPaise, 0);
      expect(shared).toBe(Math.min(discount, totals.subtotalPaise));
      let expected = 0;
      for (const line of totals.lines) {
        expect(line.taxablePaise).toBe(line.amountPaise - line.discountPaise);
        expect(line.gstPaise).toBe(2 * halfTaxPaise(line.taxablePaise, line.gstBp));
        expected += line.taxablePaise + line.gstPaise;
      }
      expect(totals.totalPaise).toBe(expected);
      for (const intra of [true, false])
        expect(moveFigures(lines, discount, intra).totalPaise).toBe(totals.totalPaise);
    }
  });

  it('an advance in percent is that share of the total in whole rupees, never above it', () => {
    expect(advanceFromPercent(1_180_000, 10)).toBe(118_000);
    expect(advanceFromPercent(2_400_120, 10)).toBe(240_000); // ₹2,400.12 → ₹2,400
    expect(advanceFromPercent(2_500_500, 10)).toBe(250_100); // ₹2,500.50 → ₹2,501 (half up)
    expect(advanceFromPercent(1_050, 100)).toBe(1_050); // all of ₹10.50, not ₹11
    expect(advanceFromPercent(1_000, 0)).toBe(0);
  });
});
