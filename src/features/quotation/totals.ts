import { lineKindSettings, type QuotationLineKind } from '@/settings/company';
import { invoiceFigures, type InvoiceFigures } from '@/features/documents';

/** One line as staff write it: a kind (which sets SAC code and GST rate), a label, the amount before tax. */
export interface QuotationLine {
  kind: QuotationLineKind;
  label: string;
  amountPaise: number;
}

export interface PricedLine extends QuotationLine {
  sac: string;
  gstBp: number;
  /** The line's share of the discount, taken off before tax. */
  discountPaise: number;
  /** What GST is charged on: the amount less the line's share of the discount. */
  taxablePaise: number;
  gstPaise: number;
}

export interface QuotationTotals {
  lines: PricedLine[];
  subtotalPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/**
 * The one arithmetic of a move's money: the tax invoice's (`invoiceFigures`) on the lines with
 * their SAC code and rate from the company's settings. The quotation, the ledger, the job
 * sheet, /track, the emails, the CSV, the owner's figures and the invoice all read amounts
 * made here (the version's stored totals are this function's result), so they agree to the
 * paisa. `intraState` changes only how the tax is split (CGST + SGST or IGST), never a total.
 */
export function moveFigures(
  lines: readonly QuotationLine[],
  discountPaise: number,
  intraState = true,
): InvoiceFigures {
  return invoiceFigures(
    lines.map((line) => ({
      description: line.label,
      sac: lineKindSettings[line.kind].sac,
      gstBp: lineKindSettings[line.kind].gstBp,
      amountPaise: line.amountPaise,
    })),
    discountPaise,
    intraState,
  );
}

/**
 * The figures of a quotation, as the customer accepts them and the invoice will print them: the
 * discount is shared among the lines and taken off before GST (a discount shown on the invoice
 * at the time of supply lowers the taxable value, CGST Act s. 15(3)), then GST on what is
 * left: total = subtotal − discount + GST.
 */
export function quotationTotals(
  lines: readonly QuotationLine[],
  discountPaise = 0,
): QuotationTotals {
  const figures = moveFigures(lines, discountPaise);
  return {
    lines: lines.map((line, i) => {
      const figured = figures.lines[i]!;
      return {
        ...line,
        sac: figured.sac,
        gstBp: figured.gstBp,
        discountPaise: figured.discountPaise,
        taxablePaise: figured.taxablePaise,
        gstPaise: figured.cgstPaise + figured.sgstPaise + figured.igstPaise,
      };
    }),
    subtotalPaise: figures.grossPaise,
    discountPaise: figures.discountPaise,
    taxablePaise: figures.taxablePaise,
    gstPaise: figures.cgstPaise + figures.sgstPaise + figures.igstPaise,
    totalPaise: figures.totalPaise,
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
