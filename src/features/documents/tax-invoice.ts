/**
 * The arithmetic of a GST tax invoice, in integer paise.
 *
 * The quotation takes its discount off the amount to pay; a tax invoice must take it off the
 * taxable value (a discount shown on the invoice lowers the value of supply, CGST Act s. 15(3)).
 * So the discount is shared among the lines in proportion to their amounts (largest remainder:
 * the shares add up to the discount exactly) and tax is computed on what is left, line by line.
 *
 * Each line's tax is rounded to the paisa as two equal halves (half up), so within the state
 * CGST = SGST exactly and their sum is the IGST the same line would bear across states: the
 * invoice reads the same in either regime and no paisa is lost to rounding between them.
 */
export interface InvoiceLineInput {
  description: string;
  sac: string;
  /** GST rate in basis points: 1800 = 18 %. */
  gstBp: number;
  amountPaise: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceFigures {
  intraState: boolean;
  lines: InvoiceLine[];
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** `total` shared in proportion to `weights`, in whole units that add up to it exactly. */
export function shareProRata(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 for large amounts.
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Half the tax on `taxablePaise` at `gstBp`, rounded half up to the paisa. */
export function halfTaxPaise(taxablePaise: number, gstBp: number): number {
  return Math.floor((taxablePaise * gstBp + 10_000) / 20_000);
}

export function invoiceFigures(
  lines: readonly InvoiceLineInput[],
  discountPaise: number,
  intraState: boolean,
): InvoiceFigures {
  const gross = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const discount = Math.min(Math.max(discountPaise, 0), gross);
  const shares = shareProRata(
    discount,
    lines.map((line) => line.amountPaise),
  );
  const figured = lines.map((line, i): InvoiceLine => {
    const taxablePaise = line.amountPaise - shares[i]!;
    const half = halfTaxPaise(taxablePaise, line.gstBp);
    return {
      ...line,
      discountPaise: shares[i]!,
      taxablePaise,
      cgstPaise: intraState ? half : 0,
      sgstPaise: intraState ? half : 0,
      igstPaise: intraState ? 0 : 2 * half,
      totalPaise: taxablePaise + 2 * half,
    };
  });
  const sum = (key: keyof InvoiceLine) =>
    figured.reduce((total, line) => total + (line[key] as number), 0);
  return {
    intraState,
    lines: figured,
    grossPaise: gross,
    discountPaise: discount,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}
