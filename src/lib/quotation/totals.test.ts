import { describe, expect, it } from 'vitest';
import { lineKindSettings, quotationLineKinds } from '@/content/company';
import { advanceFromPercent, lineGstPaise, quotationTotals } from './totals';

describe('quotation totals', () => {
  it('GST per line is rounded to the paisa, halves up, in integers', () => {
    expect(lineGstPaise(1_000_001, 1800)).toBe(180_000); // 180,000.18
    expect(lineGstPaise(25, 1800)).toBe(5); // 4.5 → 5
    expect(lineGstPaise(24, 1800)).toBe(4); // 4.32
    expect(lineGstPaise(0, 1800)).toBe(0);
    expect(lineGstPaise(999_999_999, 2800)).toBe(280_000_000); // 279,999,999.72
  });

  it('total = Σ amount + Σ per-line GST − discount, for many random quotations', () => {
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
      let expected = 0;
      for (const line of lines) {
        const bp = lineKindSettings[line.kind].gstBp;
        // The same rounding in BigInt, where nothing can be inexact.
        const gst = (BigInt(line.amountPaise) * BigInt(bp) + 5_000n) / 10_000n;
        expected += line.amountPaise + Number(gst);
      }
      expect(totals.totalPaise).toBe(expected - discount);
      expect(Number.isInteger(totals.gstPaise)).toBe(true);
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
