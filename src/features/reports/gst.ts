import type { CreditNoteSnapshot, InvoiceSnapshot } from '@/features/documents';
import type { InvoiceFigures } from '@/features/documents';
import { payableOf } from '@/features/documents';
import { b2clAbovePaise } from './settings/gst';

/**
 * A month's invoices and credit notes as GSTR-1 groups them (issue 48 point 5). Pure: the
 * figures are the documents' own (frozen at issue by invoiceFigures), only added up here.
 *
 * - B2B: an invoice with the buyer's GSTIN, one row per invoice and rate (reverse charge "Y").
 * - B2CL: no GSTIN, across states, value above the line of the invoice's day (settings/gst.ts:
 *   ₹1,00,000 from August 2024): one row per invoice and rate.
 * - B2CS: every other invoice without a GSTIN, added up per place of supply and rate; a credit
 *   note against such an invoice is taken off the same row (the return has no table for it).
 * - CDNR / CDNUR: credit notes against B2B / B2CL invoices, one row per note and rate.
 * - HSN: per SAC code and rate, invoices less credit notes.
 * The tax for the month is the forward-charge invoices' less their credit notes; reverse-charge
 * tax is the buyers' to pay and is added up apart.
 */
export type Taxed = InvoiceSnapshot | CreditNoteSnapshot;

export interface Amounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface RateRow extends Amounts {
  gstBp: number;
}

export interface DocumentRow {
  number: string;
  issuedOn: string;
  gstin: string | null;
  name: string;
  placeOfSupply: { state: string; code: string };
  reverseCharge: boolean;
  /** The invoice's (or note's) value: what it states the buyer pays. */
  valuePaise: number;
  rates: RateRow[];
}

export interface GstMonth {
  b2b: DocumentRow[];
  b2cl: DocumentRow[];
  b2cs: (RateRow & { placeOfSupply: { state: string; code: string } })[];
  cdnr: DocumentRow[];
  cdnur: DocumentRow[];
  hsn: (RateRow & { sac: string; totalPaise: number })[];
  forward: Amounts;
  reverse: Amounts;
}

const zero = (): Amounts => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
const add = (into: Amounts, from: Amounts, sign: 1 | -1) => {
  into.taxablePaise += sign * from.taxablePaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
  into.igstPaise += sign * from.igstPaise;
};

/** An invoice's lines added up per rate, highest rate first. */
export function ratesOf(figures: InvoiceFigures): RateRow[] {
  const byRate = new Map<number, RateRow>();
  for (const line of figures.lines) {
    const row = byRate.get(line.gstBp) ?? { gstBp: line.gstBp, ...zero() };
    add(row, line, 1);
    byRate.set(line.gstBp, row);
  }
  return [...byRate.values()].sort((a, b) => b.gstBp - a.gstBp);
}

const reverseChargeOf = (s: Taxed) =>
  s.kind === 'invoice' ? (s.business?.reverseCharge ?? false) : (s.reverseCharge ?? false);

function rowOf(s: Taxed): DocumentRow {
  const reverseCharge = reverseChargeOf(s);
  return {
    number: s.number,
    issuedOn: s.issuedOn,
    gstin: s.customer.gstin,
    name: s.customer.name,
    placeOfSupply: s.placeOfSupply,
    reverseCharge,
    valuePaise: payableOf(s.figures, reverseCharge),
    rates: ratesOf(s.figures),
  };
}

const isLarge = (s: Taxed) =>
  !s.customer.gstin &&
  s.placeOfSupply.code !== s.seller.stateCode &&
  // A credit note is large as the invoice it cancels was, by that invoice's day.
  s.figures.totalPaise > b2clAbovePaise(s.kind === 'credit-note' ? s.cites.issuedOn : s.issuedOn);

/** The month's GSTR-1 tables from its invoices and credit notes (in issue order). */
export function gstMonth(documents: readonly Taxed[]): GstMonth {
  const month: GstMonth = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsn: [],
    forward: zero(),
    reverse: zero(),
  };
  const b2cs = new Map<string, GstMonth['b2cs'][number]>();
  const hsn = new Map<string, GstMonth['hsn'][number]>();
  for (const s of documents) {
    const sign = s.kind === 'invoice' ? 1 : -1;
    const row = rowOf(s);
    if (s.customer.gstin) (sign === 1 ? month.b2b : month.cdnr).push(row);
    else if (isLarge(s)) (sign === 1 ? month.b2cl : month.cdnur).push(row);
    else
      for (const rate of row.rates) {
        const key = `${s.placeOfSupply.code}:${rate.gstBp}`;
        const sum = b2cs.get(key) ?? {
          placeOfSupply: s.placeOfSupply,
          gstBp: rate.gstBp,
          ...zero(),
        };
        add(sum, rate, sign);
        b2cs.set(key, sum);
      }
    add(row.reverseCharge ? month.reverse : month.forward, s.figures, sign);
    for (const line of s.figures.lines) {
      const key = `${line.sac}:${line.gstBp}`;
      const sum = hsn.get(key) ?? { sac: line.sac, gstBp: line.gstBp, totalPaise: 0, ...zero() };
      add(sum, line, sign);
      sum.totalPaise += sign * line.totalPaise;
      hsn.set(key, sum);
    }
  }
  month.b2cs = [...b2cs.values()]
    .filter((row) => row.taxablePaise !== 0)
    .sort((a, b) => a.placeOfSupply.code.localeCompare(b.placeOfSupply.code) || b.gstBp - a.gstBp);
  month.hsn = [...hsn.values()]
    .filter((row) => row.taxablePaise !== 0)
    .sort((a, b) => a.sac.localeCompare(b.sac) || b.gstBp - a.gstBp);
  return month;
}
