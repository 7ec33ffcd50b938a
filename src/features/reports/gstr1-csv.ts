import { CSV_BOM, csvRow } from '@/lib/csv';
import { paiseDecimal } from '@/lib/format-inr';
import { gstr1Columns, gstr1Words as w, sacDescriptions } from './content/gst';
import type { DocumentRow, GstMonth } from './gst';

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The tool's date: 06-Dec-2026. */
export const gstr1Date = (ymd: string) =>
  `${ymd.slice(8, 10)}-${MONTHS[Number(ymd.slice(5, 7)) - 1]}-${ymd.slice(0, 4)}`;
/** The tool's place of supply: 21-Odisha. */
const pos = (place: { state: string; code: string }) => `${place.code}-${place.state}`;
/** A rate as the tool reads it: 18, 5, 0.25. */
const rate = (bp: number) => String(bp / 100);
const rupees = paiseDecimal;

type Cells = (string | number)[];

function rowsOf(month: GstMonth, section: Gstr1Section): Cells[] {
  const each = (
    docs: DocumentRow[],
    cells: (d: DocumentRow, r: DocumentRow['rates'][number]) => Cells,
  ) => docs.flatMap((d) => d.rates.map((r) => cells(d, r)));
  switch (section) {
    case 'b2b':
      return each(month.b2b, (d, r) => [
        d.gstin ?? '',
        d.name,
        d.number,
        gstr1Date(d.issuedOn),
        rupees(d.valuePaise),
        pos(d.placeOfSupply),
        d.reverseCharge ? w.yes : w.no,
        '',
        w.regularB2b,
        '',
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(0),
      ]);
    case 'b2cl':
      return each(month.b2cl, (d, r) => [
        d.number,
        gstr1Date(d.issuedOn),
        rupees(d.valuePaise),
        pos(d.placeOfSupply),
        '',
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(0),
        '',
      ]);
    case 'b2cs':
      return month.b2cs.map((r) => [
        w.otherThanEcommerce,
        pos(r.placeOfSupply),
        '',
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(0),
        '',
      ]);
    case 'cdnr':
      return each(month.cdnr, (d, r) => [
        d.gstin ?? '',
        d.name,
        d.number,
        gstr1Date(d.issuedOn),
        w.creditNote,
        pos(d.placeOfSupply),
        d.reverseCharge ? w.yes : w.no,
        w.regular,
        rupees(d.valuePaise),
        '',
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(0),
      ]);
    case 'cdnur':
      return each(month.cdnur, (d, r) => [
        w.b2cl,
        d.number,
        gstr1Date(d.issuedOn),
        w.creditNote,
        pos(d.placeOfSupply),
        rupees(d.valuePaise),
        '',
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(0),
      ]);
    case 'hsn':
      return month.hsn.map((r) => [
        r.sac,
        sacDescriptions[r.sac] ?? '',
        w.uqc,
        0,
        rupees(r.totalPaise),
        rate(r.gstBp),
        rupees(r.taxablePaise),
        rupees(r.igstPaise),
        rupees(r.cgstPaise),
        rupees(r.sgstPaise),
        rupees(0),
      ]);
  }
}

/** One GSTR-1 table of the month as the offline tool imports it (UTF-8 with BOM, CRLF). */
export function gstr1Csv(month: GstMonth, section: Gstr1Section): string {
  return CSV_BOM + [[...gstr1Columns[section]], ...rowsOf(month, section)].map(csvRow).join('');
}
