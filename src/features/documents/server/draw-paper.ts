import 'server-only';
import { documentTexts, documentTitles } from '@/features/documents/content';
import { bilingualTitle, paperWords } from './paper-words';
import * as documentContent from '@/features/documents/content';
import { inLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/locales';
import type {
  LrSnapshot,
  PackingListSnapshot,
  ReceiptSnapshot,
} from '@/features/documents/snapshots';
import { formatShortDate } from '@/lib/format-date';
import { paiseFigure } from '@/lib/format-inr';
import {
  carriagePairs,
  distancePairs,
  ibaPairs,
  weightText,
} from '@/features/documents/server/draw-carriage';
import { letterhead, partyAndFields, partyBox } from './draw-common';
import {
  ensureSpace,
  fields,
  finishPdf,
  frame,
  newPdf,
  signatureBox,
  table,
  write,
  type Pdf,
} from './pdf/draw';

const rupees = (paise: number) => `₹${paiseFigure(paise)}`;
const routeText = (move: { from: string; to: string }) => `${move.from} to ${move.to}`;

const start = (
  snapshot: { number: string; issuedAt: string; seller: { legalName: string } },
  title: string,
) =>
  newPdf({
    title: `${title} ${snapshot.number}`,
    author: snapshot.seller.legalName,
    issuedAt: snapshot.issuedAt,
  });

/**
 * "Money receipt number" in English; "Number / नंबर" beside a translation (the title is
 * already at the top in both, and twice would not fit the label's column).
 */
const numberLabel = (snapshot: { language?: string }, title: string, number: string) =>
  (snapshot.language ?? 'en') === 'en' ? `${title} ${number.toLowerCase()}` : number;

/** Two signature boxes side by side at the current y. */
function signatures(doc: Pdf, pairs: readonly (readonly [string, string])[], height = 64): void {
  ensureSpace(doc, height + 10);
  const gap = 10;
  const width = (frame.width - gap * (pairs.length - 1)) / pairs.length;
  const y = doc.y;
  pairs.forEach(([title, caption], i) =>
    signatureBox(doc, { x: frame.left + i * (width + gap), y, width, height }, title, caption),
  );
  doc.y = y + height + gap;
}

export function drawReceipt(snapshot: ReceiptSnapshot): Promise<Buffer> {
  // Its words in the customer's language beside English (issue 49).
  const words = paperWords(snapshot.language ?? 'en');
  const { common, invoice } = words.documentTexts;
  const t = words.documentTexts.receipt;
  const title = words.documentTitles.receipt;
  const doc = start(snapshot, documentTitles.receipt);
  letterhead(doc, snapshot.seller, title, undefined, snapshot.verify);
  const { payment, figures } = snapshot;
  const refund = payment.amountPaise < 0;
  partyAndFields(doc, refund ? t.refund('') : t.received('').trim(), snapshot.customer, [
    [numberLabel(snapshot, title, common.number), snapshot.number],
    [common.date, formatShortDate(snapshot.issuedOn)],
    [common.reference, snapshot.leadReference],
    [
      t.move,
      `${routeText(snapshot.move)}${snapshot.move.moveDate ? `, ${formatShortDate(snapshot.move.moveDate)}` : ''}`,
    ],
  ]);
  const amount = Math.abs(payment.amountPaise);
  const y = doc.y;
  // The sentence whole in each language (its own word order and amount in words): English
  // first, as on every bilingual line, then the customer's language below it.
  const sentenceIn = (locale: Locale) => {
    const { receipt } = inLocale(documentContent, locale).documentTexts;
    return receipt.sentence({
      name: snapshot.customer.name,
      paise: payment.amountPaise,
      amount: rupees(amount),
      kind: receipt.kinds[payment.kind],
      reference: snapshot.leadReference,
    });
  };
  const english = sentenceIn('en');
  const local = sentenceIn(snapshot.language ?? 'en');
  let h = write(
    doc,
    local === english ? english : `${english}\n${local}`,
    { x: frame.left, y, width: frame.width },
    { size: 10.5 },
  );
  doc.y = y + h + 10;
  const half = (frame.width - 10) / 2;
  const boxY = doc.y;
  const left = fields(
    doc,
    [
      [t.mode, words.paymentModes[payment.mode]],
      [t.reference, payment.reference ?? '—'],
      [t.receivedOn, formatShortDate(payment.receivedOn)],
      [invoice.columns.amount, rupees(payment.amountPaise)],
    ],
    { x: frame.left, y: boxY, width: half },
  );
  const right = fields(
    doc,
    [
      [t.total, figures.totalPaise === null ? '—' : rupees(figures.totalPaise)],
      [t.paid, rupees(figures.paidPaise)],
      [t.balance, figures.balancePaise === null ? '—' : rupees(figures.balancePaise)],
    ],
    { x: frame.left + half + 10, y: boxY, width: half },
  );
  doc.y = boxY + Math.max(left, right) + 10;
  h = write(doc, t.note, { x: frame.left, y: doc.y, width: frame.width }, { size: 8 });
  doc.y += h + 10;
  signatures(doc, [[invoice.signFor(snapshot.seller.legalName), invoice.signatory]]);
  return finishPdf(doc, `${documentTitles.receipt} ${snapshot.number}`);
}

/** One copy of the lorry receipt on its own page. */
function lrCopy(doc: Pdf, snapshot: LrSnapshot, copy: string): void {
  // English for the transporters and check posts; the title also in the customer's language.
  const t = documentTexts.lr;
  const common = documentTexts.common;
  const title = bilingualTitle('lr', snapshot.language ?? 'en');
  letterhead(doc, snapshot.seller, title, copy, snapshot.verify);
  const y = doc.y;
  const half = (frame.width - 10) / 2;
  const left = partyBox(doc, t.consignor, snapshot.consignor, { x: frame.left, y, width: half });
  const right = partyBox(doc, t.consignee, snapshot.consignee, {
    x: frame.left + half + 10,
    y,
    width: half,
  });
  doc.y = y + Math.max(left, right) + 10;
  const fy = doc.y;
  const a = fields(
    doc,
    [
      [`LR ${common.number.toLowerCase()}`, snapshot.number],
      [common.date, formatShortDate(snapshot.issuedOn)],
      [t.from, snapshot.move.from],
      [t.to, snapshot.move.to],
      [t.moveDate, snapshot.move.moveDate ? formatShortDate(snapshot.move.moveDate) : '—'],
      ...distancePairs(snapshot.carriage),
    ],
    { x: frame.left, y: fy, width: half },
  );
  const b = fields(
    doc,
    [
      [t.vehicle, snapshot.vehicleNumber],
      [t.driver, snapshot.driver],
      [common.reference, snapshot.leadReference],
      [t.risk, t.risks[snapshot.risk]],
      [
        t.freight,
        `${rupees(snapshot.freight.amountPaise)} — ${snapshot.freight.paid ? t.freightPaid : t.freightToPay}`,
      ],
      ...ibaPairs(snapshot.carriage),
    ],
    { x: frame.left + half + 10, y: fy, width: half },
  );
  doc.y = fy + Math.max(a, b) + 10;
  const c = t.columns;
  table(
    doc,
    [
      { header: c.packages, weight: 1.4, align: 'right' },
      { header: c.description, weight: 5 },
      { header: c.weight, weight: 1.6 },
      { header: c.value, weight: 2, align: 'right' },
    ],
    [
      {
        cells: [
          String(snapshot.packages),
          `${t.goods} (${documentTitles['packing-list'].toLowerCase()} attached)`,
          snapshot.carriage ? weightText(snapshot.carriage) : t.weightNote,
          rupees(snapshot.declaredValuePaise),
        ],
        minHeight: 30,
      },
    ],
  );
  doc.y += 8;
  const h = write(doc, t.note, { x: frame.left, y: doc.y, width: frame.width }, { size: 8 });
  doc.y += h + 10;
  signatures(doc, [
    [t.signConsignor, snapshot.consignor.name],
    [t.signTransporter, `${snapshot.seller.legalName} — ${documentTexts.invoice.signatory}`],
  ]);
}

export function drawLorryReceipt(snapshot: LrSnapshot): Promise<Buffer> {
  const doc = start(snapshot, documentTitles.lr);
  const copies = documentTexts.lr.copies;
  lrCopy(doc, snapshot, copies.consignor);
  doc.addPage();
  lrCopy(doc, snapshot, copies.consignee);
  return finishPdf(doc, `Lorry receipt ${snapshot.number}`);
}

export function drawPackingList(snapshot: PackingListSnapshot): Promise<Buffer> {
  // Its words in the customer's language beside English (issue 49).
  const words = paperWords(snapshot.language ?? 'en');
  const { common, invoice, lr } = words.documentTexts;
  const t = words.documentTexts.packingList;
  const title = words.documentTitles['packing-list'];
  const doc = start(snapshot, documentTitles['packing-list']);
  letterhead(doc, snapshot.seller, title, undefined, snapshot.verify);
  partyAndFields(doc, lr.consignor, snapshot.customer, [
    [numberLabel(snapshot, title, common.number), snapshot.number],
    [common.date, formatShortDate(snapshot.issuedOn)],
    [common.reference, snapshot.leadReference],
    [
      invoice.move,
      `${routeText(snapshot.move)}${snapshot.move.moveDate ? `, ${formatShortDate(snapshot.move.moveDate)}` : ''}`,
    ],
    [t.packages, String(snapshot.packages.length)],
    [t.declared, rupees(snapshot.declaredValuePaise)],
    ...carriagePairs(snapshot.carriage),
  ]);
  const c = t.columns;
  table(
    doc,
    [
      { header: c.no, weight: 0.8, align: 'right' },
      { header: c.contents, weight: 4.2 },
      { header: c.room, weight: 1.8 },
      { header: c.fragile, weight: 1.3, align: 'center' },
      { header: c.value, weight: 1.4 },
      { header: c.pickup, weight: 1.2 },
      { header: c.delivery, weight: 1.3 },
      { header: c.condition, weight: 2.4 },
    ],
    snapshot.packages.map((line) => ({
      cells: [
        String(line.no),
        line.contents,
        line.room,
        line.fragile ? t.fragileMark : '',
        '',
        '',
        '',
        '',
      ],
      bold: line.fragile,
      minHeight: 17,
    })),
    { size: 8 },
  );
  doc.y += 6;
  ensureSpace(doc, 60 + 2 * 74);
  let h = write(
    doc,
    t.conditionCodes,
    { x: frame.left, y: doc.y, width: frame.width },
    { size: 8 },
  );
  doc.y += h + 2;
  h = write(
    doc,
    t.claimNote,
    { x: frame.left, y: doc.y, width: frame.width },
    { size: 8, bold: true },
  );
  doc.y += h + 8;
  const s = t.signs;
  signatures(doc, [
    [s.pickupCustomer, t.signCaption],
    [s.pickupCrew, t.signCaption],
  ]);
  signatures(doc, [
    [s.deliveryCustomer, t.signCaption],
    [s.deliveryCrew, t.signCaption],
  ]);
  return finishPdf(doc, `${documentTitles['packing-list']} ${snapshot.number}`);
}
