import 'server-only';
import { paperWords } from './paper-words';
import type { Seller } from '@/features/documents/snapshots';
import type { VerifyMark } from '../verify';
import type { CustomerQuotation } from '@/features/quotation';
import { formatShortDate } from '@/lib/format-date';
import { paiseFigure } from '@/lib/format-inr';
import { letterhead } from './draw-common';
import {
  ensureSpace,
  fields,
  finishPdf,
  frame,
  newPdf,
  style,
  table,
  write,
  type Pdf,
} from './pdf/draw';

type Words = ReturnType<typeof paperWords>;
const rupees = (paise: number) => `₹${paiseFigure(paise)}`;

/**
 * The quotation as the customer sees it at /q/{token}: the version shown, its number (the
 * move's reference and version) and validity, the goods surveyed room by room, the charges and
 * the terms the customer agrees to. Not a tax invoice, and it says so.
 */
export function drawQuotation(
  quotation: CustomerQuotation,
  seller: Seller,
  /** Its QR code and /verify link (quotationVerifyMark): every paper we hand out carries one. */
  verify?: VerifyMark,
): Promise<Buffer> {
  // Its headings and fixed words in the customer's language beside English (issue 49).
  const words = paperWords(quotation.language);
  const t = words.documentTexts.quotation;
  const common = words.documentTexts.common;
  const page = words.quotationPage;
  const number = `${quotation.reference} v${quotation.version}`;
  const title = `Quotation ${number}`;
  const doc = newPdf({ title, author: seller.legalName, issuedAt: quotation.issuedOn });
  letterhead(doc, seller, page.heading, undefined, verify);
  const y = doc.y;
  const half = (frame.width - 10) / 2;
  const move = quotation.move;
  const left = fields(
    doc,
    [
      [page.forLabel, quotation.customerName],
      [page.from, move.from ?? '—'],
      [page.to, move.to ?? '—'],
      [page.moveDate, move.date ? formatShortDate(move.date) : '—'],
      ...(move.vehicle ? ([[page.vehicle, move.vehicle]] as const) : []),
      ...(move.volumeCft ? ([[page.volume, page.volumeValue(move.volumeCft)]] as const) : []),
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
  drawInventory(doc, quotation.inventory, words);
  heading(doc, page.chargesHeading);
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
  ensureSpace(doc, 110);
  const sumsTop = doc.y;
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
      [t.balance, rupees(quotation.balancePaise)],
    ],
    { x: frame.left + half + 10, y: doc.y, width: half },
  );
  // From the box's top: writing its last value already moved doc.y down.
  doc.y = sumsTop + sums + 14;
  drawTerms(doc, words);
  write(doc, t.note, { x: frame.left, y: doc.y, width: frame.width }, { size: 8 });
  return finishPdf(doc, title);
}

/** A section's heading, kept on the page with at least a few lines of what follows. */
function heading(doc: Pdf, text: string, after = 60) {
  ensureSpace(doc, 16 + after);
  doc.y +=
    write(doc, text, { x: frame.left, y: doc.y, width: frame.width }, { bold: true, size: 10.5 }) +
    4;
}

/** The surveyed goods as the page lists them, one row per room (a long room wraps in its cell). */
function drawInventory(doc: Pdf, inventory: CustomerQuotation['inventory'], words: Words) {
  const page = words.quotationPage;
  const t = words.documentTexts.quotation;
  const pieces = inventory.pieces > 0 ? ` · ${page.pieces(inventory.pieces)}` : '';
  heading(doc, `${page.inventoryHeading}${pieces}`);
  if (inventory.rooms.length === 0) {
    doc.y +=
      write(
        doc,
        page.inventoryNone,
        { x: frame.left, y: doc.y, width: frame.width },
        { size: 8.5 },
      ) + 10;
    return;
  }
  table(
    doc,
    [
      { header: t.columns.room, weight: 2 },
      { header: t.columns.items, weight: 8 },
    ],
    inventory.rooms.map((room) => ({
      cells: [room.name, room.items.map((item) => `${item.name} × ${item.qty}`).join(', ')],
    })),
  );
  doc.y += 10;
}

/** The terms, numbered as on the page. */
function drawTerms(doc: Pdf, words: Words) {
  heading(doc, words.quotationPage.termsHeading);
  words.quotationTerms.forEach((term, i) => {
    const box = { x: frame.left, width: frame.width };
    style(doc, { size: 8.5 }, term);
    ensureSpace(doc, doc.heightOfString(term, { width: box.width - 14 }) + 3);
    const y = doc.y;
    write(doc, `${i + 1}.`, { x: box.x, y, width: 14 }, { size: 8.5 });
    doc.y = y + write(doc, term, { x: box.x + 14, y, width: box.width - 14 }, { size: 8.5 }) + 3;
  });
  doc.y += 8;
}
