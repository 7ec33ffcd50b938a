import 'server-only';
import { documentTexts } from '@/features/documents/content';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '@/features/documents/snapshots';
import { paiseFigure } from '@/lib/format-inr';
import { payableOf } from '../business';
import { businessTexts as t } from '../content/bills';

type Pair = [string, string];
type Taxed = InvoiceSnapshot | CreditNoteSnapshot;

const rupees = (paise: number) => `₹${paiseFigure(paise)}`;
const rcm = (s: Taxed) =>
  s.kind === 'invoice' ? (s.business?.reverseCharge ?? false) : (s.reverseCharge ?? false);

/** "Reverse charge: No", or "Yes — tax payable by the recipient". */
export const reverseChargeText = (s: Taxed) => (rcm(s) ? t.yes : documentTexts.invoice.no);

/** The person who moved (when the bill is to their employer) and the PO number. */
export function businessPairs(s: InvoiceSnapshot): Pair[] {
  const b = s.business;
  return [
    ...(b?.employee ? [[t.employee, b.employee] as Pair] : []),
    ...(b?.poNumber ? [[t.poNumber, b.poNumber] as Pair] : []),
  ];
}

/** What the buyer pays us: the total, or under reverse charge the taxable value. */
export const payablePaiseOf = (s: Taxed) => payableOf(s.figures, rcm(s));

/** The summary's last rows: "Total", or under reverse charge the tax the buyer pays and what they pay us. */
export function totalRows(s: Taxed): Pair[] {
  const f = s.figures;
  if (!rcm(s)) return [[documentTexts.invoice.columns.total, rupees(f.totalPaise)]];
  return [
    [t.rcmTax, rupees(f.cgstPaise + f.sgstPaise + f.igstPaise)],
    [t.payable, rupees(payableOf(f, true))],
  ];
}

/** The declaration under the invoice, with the reverse-charge sentence when it applies. */
export const declarationOf = (s: Taxed, declaration: string) =>
  rcm(s) ? `${declaration} ${t.rcmNote}` : declaration;
