import 'server-only';
import { documentTexts, documentTitles } from '@/features/documents/content';
import { bilingualTitle } from './paper-words';
import { rupeesInWords } from '@/features/documents/amount-words';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '@/features/documents/snapshots';
import type { InvoiceFigures } from '@/features/documents/tax-invoice';
import { formatShortDate } from '@/lib/format-date';
import { paiseFigure } from '@/lib/format-inr';
import {
  businessPairs,
  declarationOf,
  payablePaiseOf,
  reverseChargeText,
  totalRows,
} from '@/features/documents/server/draw-business';
import { letterhead, partyAndFields } from './draw-common';
import {
  ensureSpace,
  fields,
  finishPdf,
  frame,
  newPdf,
  signatureBox,
  style,
  table,
  write,
  type Column,
  type Pdf,
  type Row,
} from './pdf/draw';

const t = documentTexts.invoice;
const c = t.columns;
const common = documentTexts.common;

const rate = (bp: number) => `${bp / 100}%`;

/** The lines of a tax invoice or credit note: CGST and SGST within the state, IGST across. */
function taxTable(doc: Pdf, figures: InvoiceFigures): void {
  const intra = figures.intraState;
  const money = (header: string, weight = 2.2): Column => ({ header, weight, align: 'right' });
  const columns: Column[] = [
    { header: c.no, weight: 0.7, align: 'right' },
    { header: c.description, weight: intra ? 4.6 : 5.2 },
    { header: c.sac, weight: 1.2 },
    money(c.amount),
    money(c.discount, 1.9),
    money(c.taxable),
    { header: c.rate, weight: intra ? 1.9 : 1.2, align: 'right' },
    ...(intra ? [money(c.cgst, 1.9), money(c.sgst, 1.9)] : [money(c.igst, 2)]),
    money(c.total, 2.4),
  ];
  const rows: Row[] = figures.lines.map((line, i) => ({
    cells: [
      String(i + 1),
      line.description,
      line.sac,
      paiseFigure(line.amountPaise),
      paiseFigure(line.discountPaise),
      paiseFigure(line.taxablePaise),
      intra ? `${rate(line.gstBp / 2)} + ${rate(line.gstBp / 2)}` : rate(line.gstBp),
      ...(intra
        ? [paiseFigure(line.cgstPaise), paiseFigure(line.sgstPaise)]
        : [paiseFigure(line.igstPaise)]),
      paiseFigure(line.totalPaise),
    ],
  }));
  rows.push({
    bold: true,
    shaded: true,
    cells: [
      '',
      t.totals,
      '',
      paiseFigure(figures.grossPaise),
      paiseFigure(figures.discountPaise),
      paiseFigure(figures.taxablePaise),
      '',
      ...(intra
        ? [paiseFigure(figures.cgstPaise), paiseFigure(figures.sgstPaise)]
        : [paiseFigure(figures.igstPaise)]),
      paiseFigure(figures.totalPaise),
    ],
  });
  table(doc, columns, rows, { size: 8 });
}

/** Under the table: the amount in words and how to pay on the left, the sums on the right. */
function summary(
  doc: Pdf,
  snapshot: InvoiceSnapshot | CreditNoteSnapshot,
  extra: readonly (readonly [string, string])[],
): void {
  const { figures, seller } = snapshot;
  ensureSpace(doc, 150);
  const y = doc.y + 8;
  const leftWidth = frame.width * 0.55;
  const gap = 10;
  const sums: (readonly [string, string])[] = [
    [c.taxable, `₹${paiseFigure(figures.taxablePaise)}`],
    ...((figures.intraState
      ? [
          [c.cgst, `₹${paiseFigure(figures.cgstPaise)}`],
          [c.sgst, `₹${paiseFigure(figures.sgstPaise)}`],
        ]
      : [[c.igst, `₹${paiseFigure(figures.igstPaise)}`]]) as [string, string][]),
    ...totalRows(snapshot),
    ...extra,
  ];
  const right = fields(doc, sums, {
    x: frame.left + leftWidth + gap,
    y,
    width: frame.width - leftWidth - gap,
    labelWidth: (frame.width - leftWidth - gap) * 0.5,
  });
  let ly = y;
  if (snapshot.kind === 'invoice') {
    ly += write(doc, t.bank, { x: frame.left, y: ly, width: leftWidth }, { size: 7.5 });
    const bank = seller.bank;
    for (const line of [
      bank.accountName,
      `A/c ${bank.accountNumber} · IFSC ${bank.ifsc}`,
      bank.bankName,
      seller.upiId ? `UPI ${seller.upiId}` : '',
    ].filter(Boolean))
      ly += write(doc, line, { x: frame.left, y: ly, width: leftWidth }, { size: 8.5 });
  }
  // The amount in words on one full-width line, as an accountant reads it under the figures.
  doc.y = Math.max(ly, y + right) + 8;
  const wordsY = doc.y;
  const label = `${t.inWords}: `;
  style(doc, { size: 8.5 });
  const labelWidth = doc.widthOfString(label);
  write(doc, label, { x: frame.left, y: wordsY, width: labelWidth + 2 }, { size: 8.5 });
  doc.y =
    wordsY +
    write(
      doc,
      rupeesInWords(payablePaiseOf(snapshot)),
      { x: frame.left + labelWidth, y: wordsY, width: frame.width - labelWidth },
      { bold: true, size: 9 },
    ) +
    10;
}

function signOff(doc: Pdf, snapshot: InvoiceSnapshot | CreditNoteSnapshot, note: string): void {
  ensureSpace(doc, 110);
  const y = doc.y;
  const boxWidth = 200;
  write(doc, note, { x: frame.left, y, width: frame.width - boxWidth - 12 }, { size: 7.5 });
  signatureBox(
    doc,
    { x: frame.right - boxWidth, y, width: boxWidth, height: 70 },
    t.signFor(snapshot.seller.legalName),
    `${snapshot.seller.signatory.name}, ${snapshot.seller.signatory.title} — ${t.signatory}`,
  );
  doc.y = y + 80;
  write(
    doc,
    t.computer,
    { x: frame.left, y: doc.y, width: frame.width, align: 'center' },
    { size: 7 },
  );
}

const customerOf = (s: InvoiceSnapshot | CreditNoteSnapshot) => s.customer;

export function drawInvoice(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const doc = newPdf({
    title: `${documentTitles.invoice} ${snapshot.number}`,
    author: snapshot.seller.legalName,
    issuedAt: snapshot.issuedAt,
  });
  // English words for the accounts department and the tax officer; the title also in the
  // customer's language (paper-words.ts: bilingualTitle).
  letterhead(
    doc,
    snapshot.seller,
    bilingualTitle('invoice', snapshot.language ?? 'en'),
    t.copy,
    snapshot.verify,
  );
  const move = snapshot.move;
  partyAndFields(doc, t.buyer, customerOf(snapshot), [
    [`Invoice ${common.number.toLowerCase()}`, snapshot.number],
    [`Invoice ${common.date.toLowerCase()}`, formatShortDate(snapshot.issuedOn)],
    [t.placeOfSupply, `${snapshot.placeOfSupply.state} (${snapshot.placeOfSupply.code})`],
    [t.reverseCharge, reverseChargeText(snapshot)],
    ...businessPairs(snapshot),
    [common.reference, snapshot.leadReference],
    [t.quotation, `${snapshot.quotation.reference}, v${snapshot.quotation.version}`],
    [
      t.move,
      `${move.from} to ${move.to}${move.moveDate ? `, ${formatShortDate(move.moveDate)}` : ''}`,
    ],
  ]);
  taxTable(doc, snapshot.figures);
  const balance = payablePaiseOf(snapshot) - snapshot.receivedPaise;
  summary(doc, snapshot, [
    [t.received, `₹${paiseFigure(snapshot.receivedPaise)}`],
    [t.balance, `₹${paiseFigure(balance)}`],
  ]);
  signOff(doc, snapshot, declarationOf(snapshot, t.declaration));
  return finishPdf(doc, `${documentTitles.invoice} ${snapshot.number}`);
}

export function drawCreditNote(snapshot: CreditNoteSnapshot): Promise<Buffer> {
  const cn = documentTexts.creditNote;
  const title = documentTitles['credit-note'];
  const doc = newPdf({
    title: `${title} ${snapshot.number}`,
    author: snapshot.seller.legalName,
    issuedAt: snapshot.issuedAt,
  });
  letterhead(
    doc,
    snapshot.seller,
    bilingualTitle('credit-note', snapshot.language ?? 'en'),
    t.copy,
    snapshot.verify,
  );
  partyAndFields(doc, t.buyer, customerOf(snapshot), [
    [common.number, snapshot.number],
    [common.date, formatShortDate(snapshot.issuedOn)],
    [cn.cites, `${snapshot.cites.number} of ${formatShortDate(snapshot.cites.issuedOn)}`],
    [t.placeOfSupply, `${snapshot.placeOfSupply.state} (${snapshot.placeOfSupply.code})`],
    [t.reverseCharge, reverseChargeText(snapshot)],
    [common.reference, snapshot.leadReference],
    [cn.reason, snapshot.reason],
  ]);
  taxTable(doc, snapshot.figures);
  summary(doc, snapshot, []);
  signOff(doc, snapshot, declarationOf(snapshot, cn.note));
  return finishPdf(doc, `${title} ${snapshot.number}`);
}
