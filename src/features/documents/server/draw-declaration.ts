import 'server-only';
import { documentTexts, documentTitles } from '@/features/documents/content';
import { tdsDeclarationTexts as t } from '@/features/documents/content/bills';
import type { TdsDeclarationSnapshot } from '@/features/documents/snapshots';
import { formatShortDate } from '@/lib/format-date';
import { letterhead, partyAndFields } from './draw-common';
import { finishPdf, frame, newPdf, signatureBox, write } from './pdf/draw';

const common = documentTexts.common;

/**
 * The transporter's declaration for the TDS waiver, as the customer's accounts department files
 * it: addressed to the business, the firm's PAN and its count of goods carriages for the year,
 * the law it is made under, the verification and the authorised signatory's box.
 */
export function drawTdsDeclaration(snapshot: TdsDeclarationSnapshot): Promise<Buffer> {
  const title = documentTitles['tds-declaration'];
  const doc = newPdf({
    title: `${title} ${snapshot.number}`,
    author: snapshot.seller.legalName,
    issuedAt: snapshot.issuedAt,
  });
  letterhead(doc, snapshot.seller, title, t.subtitle, snapshot.verify);
  partyAndFields(doc, t.to, snapshot.buyer, [
    [common.number, snapshot.number],
    [common.date, formatShortDate(snapshot.issuedOn)],
    [t.fields.financialYear, snapshot.financialYear],
    [t.fields.pan, snapshot.pan],
    [t.fields.carriages, String(snapshot.goodsCarriages)],
    [t.fields.invoice, `${snapshot.invoice.number}, ${formatShortDate(snapshot.invoice.issuedOn)}`],
    [common.reference, snapshot.leadReference],
  ]);
  const paragraphs = t.body({
    legalName: snapshot.seller.legalName,
    pan: snapshot.pan,
    carriages: snapshot.goodsCarriages,
    financialYear: snapshot.financialYear,
    buyer: snapshot.buyer.name,
    law: snapshot.law,
  });
  const place = snapshot.seller.addressLines.at(-1) ?? '';
  const lines = [
    ...paragraphs,
    t.verification,
    `${t.place}: ${place}    ${common.date}: ${formatShortDate(snapshot.issuedOn)}`,
  ];
  for (const paragraph of lines) {
    // write() leaves doc.y past the text; the paragraph's own top is what spacing counts from.
    const y = doc.y;
    doc.y = y + write(doc, paragraph, { x: frame.left, y, width: frame.width }, { size: 10 }) + 8;
  }
  doc.y += 6;
  const width = frame.width / 2;
  signatureBox(
    doc,
    { x: frame.left + frame.width - width, y: doc.y, width, height: 72 },
    documentTexts.invoice.signFor(snapshot.seller.legalName),
    `${snapshot.seller.signatory.name}, ${snapshot.seller.signatory.title}`,
  );
  doc.y += 82;
  return finishPdf(doc, `${title} ${snapshot.number}`);
}
