import 'server-only';
import { documentTitles } from '@/features/documents/content';
import type { DeliveryReceiptSnapshot } from '@/features/documents/snapshots';
import { formatReceived } from '@/features/leads';
import { formatShortDate } from '@/lib/format-date';
import { letterhead, partyAndFields } from './draw-common';
import { ensureSpace, finishPdf, frame, newPdf, table, write, type Pdf } from './pdf/draw';
import { paperWords } from './paper-words';

const GAP = 10;
type Words = ReturnType<typeof paperWords>['documentTexts'];

/** A small bold heading with a little room above it. */
function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.y += 4;
  doc.y += write(
    doc,
    text,
    { x: frame.left, y: doc.y, width: frame.width },
    { bold: true, size: 10 },
  );
  doc.y += 3;
}

/**
 * The two boxes a customer signs and a crew leader counter-signs. The customer's holds the
 * signature drawn on the crew's phone (its PNG), with the name typed and the time under it; a
 * move delivered without one leaves the box blank to sign on paper.
 */
function signatureRow(doc: Pdf, snapshot: DeliveryReceiptSnapshot, words: Words): void {
  const t = words.deliveryReceipt;
  const height = 118;
  ensureSpace(doc, height + GAP);
  const y = doc.y;
  const width = (frame.width - GAP) / 2;
  const pad = 5;
  const boxes = [
    { x: frame.left, title: t.signCustomer },
    { x: frame.left + width + GAP, title: t.signCrew },
  ];
  for (const box of boxes) {
    doc.rect(box.x, y, width, height).stroke();
    write(doc, box.title, { x: box.x + pad, y: y + pad, width: width - 2 * pad }, { size: 8 });
  }
  const signature = snapshot.signature;
  const left = boxes[0]!.x;
  if (signature) {
    // The pad is 600 × 220; fit it in the box between its title and its caption.
    doc.image(Buffer.from(signature.pngBase64, 'base64'), left + pad, y + 16, {
      fit: [width - 2 * pad, height - 46],
      align: 'center',
      valign: 'center',
    });
  }
  const caption = signature
    ? t.signedAs(signature.name, formatReceived(signature.at))
    : t.notSigned;
  doc
    .moveTo(left + pad, y + height - 26)
    .lineTo(left + width - pad, y + height - 26)
    .dash(2, { space: 2 })
    .stroke()
    .undash();
  write(doc, caption, { x: left + pad, y: y + height - 22, width: width - 2 * pad }, { size: 7.5 });
  const right = boxes[1]!.x;
  write(
    doc,
    words.packingList.signCaption,
    { x: right + pad, y: y + height - 14, width: width - 2 * pad, align: 'center' },
    { size: 7.5 },
  );
  doc.y = y + height + GAP;
}

/** The proof of delivery: one page for a household, more when the list is long. */
export function drawDeliveryReceipt(snapshot: DeliveryReceiptSnapshot): Promise<Buffer> {
  // Its words in the customer's language beside English (issue 49), as the packing list's.
  const language = snapshot.language ?? 'en';
  const paper = paperWords(language);
  const words = paper.documentTexts;
  const t = words.deliveryReceipt;
  const common = words.common;
  const english = documentTitles['delivery-receipt'];
  const title = paper.documentTitles['delivery-receipt'];
  const doc = newPdf({
    title: `${english} ${snapshot.number}`,
    author: snapshot.seller.legalName,
    issuedAt: snapshot.issuedAt,
  });
  letterhead(doc, snapshot.seller, title, undefined, snapshot.verify);
  const { move } = snapshot;
  partyAndFields(doc, t.deliveredTo, snapshot.deliveredTo, [
    // "Number / नंबर" beside a translation: the title is at the top in both already.
    [
      language === 'en' ? `${title} ${common.number.toLowerCase()}` : common.number,
      snapshot.number,
    ],
    [common.date, formatShortDate(snapshot.issuedOn)],
    [common.reference, snapshot.leadReference],
    [
      words.invoice.move,
      `${move.from} to ${move.to}${move.moveDate ? `, ${formatShortDate(move.moveDate)}` : ''}`,
    ],
    [t.packages, String(snapshot.packages.length)],
    [t.photosLabel, t.photos(snapshot.photos.pickup, snapshot.photos.delivery)],
  ]);

  heading(doc, t.steps);
  const s = t.stepColumns;
  table(
    doc,
    [
      { header: s.step, weight: 3 },
      { header: s.at, weight: 3 },
      { header: s.by, weight: 3 },
    ],
    snapshot.steps.map((step) => ({
      cells: [step.label, formatReceived(step.at), step.by ?? '—'],
    })),
    { size: 8.5 },
  );

  heading(doc, t.exceptions);
  const exceptions = snapshot.exceptions.length
    ? snapshot.exceptions.map((line) => `•  ${line}`).join('\n')
    : t.noExceptions;
  doc.y += write(
    doc,
    exceptions,
    { x: frame.left, y: doc.y, width: frame.width },
    { size: 9.5, bold: snapshot.exceptions.length > 0 },
  );

  heading(doc, `${t.packages} (${snapshot.packages.length})`);
  if (snapshot.packages.length === 0)
    doc.y += write(doc, t.noPackages, { x: frame.left, y: doc.y, width: frame.width });
  else {
    const c = t.columns;
    table(
      doc,
      [
        { header: c.no, weight: 0.8, align: 'right' },
        { header: c.contents, weight: 5 },
        { header: c.room, weight: 2.4 },
        { header: c.fragile, weight: 1.3, align: 'center' },
      ],
      snapshot.packages.map((line) => ({
        cells: [
          String(line.no),
          line.contents,
          line.room,
          line.fragile ? words.packingList.fragileMark : '',
        ],
        bold: line.fragile,
      })),
      { size: 8 },
    );
  }

  doc.y += 8;
  ensureSpace(doc, 40 + 118);
  doc.y += write(
    doc,
    t.statement,
    { x: frame.left, y: doc.y, width: frame.width },
    { size: 9.5, bold: true },
  );
  doc.y += 6;
  signatureRow(doc, snapshot, words);
  write(doc, t.claimNote, { x: frame.left, y: doc.y, width: frame.width }, { size: 8 });
  return finishPdf(doc, `${english} ${snapshot.number}`);
}
