import 'server-only';
import { documentTexts } from '@/content/documents';
import type { Seller } from '@/lib/documents/snapshots';
import type { CustomerQuotation } from '@/lib/quotation/customer-view';
import { formatShortDate } from '@/lib/format-date';
import { paiseFigure } from '@/lib/format-inr';
import { letterhead } from './draw-common';
import { fields, finishPdf, frame, newPdf, table, write } from './pdf/draw';

const t = documentTexts.quotation;
const common = documentTexts.common;
const rupees = (paise: number) => `₹${paiseFigure(paise)}`;

/**
 * The quotation as the customer sees it at /q/{token}: the version shown, its number (the
 * move's reference and version) and validity. Not a tax invoice, and it says so.
 */
export function drawQuotation(quotation: CustomerQuotation, seller: Seller): Promise<Buffer> {
  const number = `${quotation.reference} v${quotation.version}`;
  const title = `Quotation ${number}`;
  const doc = newPdf({ title, author: seller.legalName, issuedAt: quotation.issuedOn });
  letterhead(doc, seller, 'Quotation');
  const y = doc.y;
  const half = (frame.width - 10) / 2;
  const move = quotation.move;
  const left = fields(
    doc,
    [
      ['Customer', quotation.customerName],
      ['From', move.from ?? '—'],
      ['To', move.to ?? '—'],
      ['Moving date', move.date ? formatShortDate(move.date) : '—'],
      ...(move.vehicle ? ([['Vehicle', move.vehicle]] as const) : []),
    ],
    { x: frame.left, y, width: half },
  );
  const right = fields(
    doc,
    [
      [common.number, number],
      [common.date, formatShortDate(quotation.issuedOn.slice(0, 10))],
      [t.validUntil, formatShortDate(quotation.validUntil)],
      [common.reference, quotation.reference],
    ],
    { x: frame.left + half + 10, y, width: half },
  );
  doc.y = y + Math.max(left, right) + 10;
  table(
    doc,
    [
      { header: t.columns.description, weight: 6 },
      { header: t.columns.sac, weight: 1.2 },
      { header: t.columns.amount, weight: 2, align: 'right' },
      { header: t.columns.gst, weight: 2, align: 'right' },
    ],
    [
      ...quotation.lines.map((line) => ({
        cells: [
          line.label,
          line.sac,
          paiseFigure(line.amountPaise),
          `${paiseFigure(line.gstPaise)} (${line.gstBp / 100}%)`,
        ],
      })),
    ],
  );
  doc.y += 8;
  const sums = fields(
    doc,
    [
      [t.subtotal, rupees(quotation.subtotalPaise)],
      // The discount comes off before GST, as on the tax invoice (docs/staff.md).
      ...(quotation.discountPaise > 0
        ? ([
            [t.discount, `− ${rupees(quotation.discountPaise)}`],
            [t.taxable, rupees(quotation.taxablePaise)],
          ] as const)
        : []),
      [t.gst, rupees(quotation.gst.totalPaise)],
      [t.total, rupees(quotation.totalPaise)],
      [t.advance, rupees(quotation.advancePaise)],
    ],
    { x: frame.left + half + 10, y: doc.y, width: half },
  );
  doc.y += sums + 10;
  write(doc, t.note, { x: frame.left, y: doc.y, width: frame.width }, { size: 8 });
  return finishPdf(doc, title);
}
