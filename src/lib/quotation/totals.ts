import { lineKindSettings, type QuotationLineKind } from '@/content/company';

/** One line as staff write it: a kind (which sets SAC code and GST rate), a label, the amount before tax. */
export interface QuotationLine {
  kind: QuotationLineKind;
  label: string;
  amountPaise: number;
}

export interface PricedLine extends QuotationLine {
  sac: string;
  gstBp: number;
  gstPaise: number;
}

export interface QuotationTotals {
  lines: PricedLine[];
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/**
 * GST on one line, rounded to the paisa, halves up, in integers only: amount × rate in basis
 * points is an exact integer (amounts are bounded well under 2^53 / 10,000).
 */
export function lineGstPaise(amountPaise: number, gstBp: number): number {
  return Math.floor((amountPaise * gstBp + 5_000) / 10_000);
}

/**
 * The figures of a quotation: each line's SAC code, rate and GST from the company's settings,
 * the subtotal, the GST, and total = subtotal + GST − discount (the discount is taken off the
 * amount to pay, as the brief for quotations asks).
 */
export function quotationTotals(
  lines: readonly QuotationLine[],
  discountPaise = 0,
): QuotationTotals {
  const priced = lines.map((line) => {
    const setting = lineKindSettings[line.kind];
    return {
      ...line,
      sac: setting.sac,
      gstBp: setting.gstBp,
      gstPaise: lineGstPaise(line.amountPaise, setting.gstBp),
    };
  });
  const subtotalPaise = priced.reduce((sum, line) => sum + line.amountPaise, 0);
  const gstPaise = priced.reduce((sum, line) => sum + line.gstPaise, 0);
  return {
    lines: priced,
    subtotalPaise,
    gstPaise,
    discountPaise,
    totalPaise: subtotalPaise + gstPaise - discountPaise,
  };
}

/**
 * An advance asked as a share of the total (percent, whole), in whole rupees (halves up), as
 * a mover asks for it and a customer types it into a UPI app; never more than the total.
 */
export function advanceFromPercent(totalPaise: number, percent: number): number {
  const rupees = Math.floor((totalPaise * percent + 5_000) / 10_000);
  return Math.min(rupees * 100, totalPaise);
}
